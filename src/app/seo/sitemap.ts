import { absoluteUrl } from '../../config/site';
import type { PageMeta } from './page-meta';

/** Every canonical page the build prerenders, once: an alias (`/home`) names another page's URL. */
export function sitemapXml(pages: readonly { path: string; meta: PageMeta }[]): string {
  const urls = pages
    .filter((page) => page.meta.canonicalPath === page.path)
    .map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join(
    '\n',
  );
}
