import { absoluteUrl } from '../../config/site';
import { projectPath } from '../../features/projects/project-logic';
import type { Project } from '../../features/projects/project-schema';

/** Every canonical page: home, about, the list and each project (`/home` is home's alias). */
export function sitemapXml(projects: readonly Project[]): string {
  const paths = ['/', '/about-us', '/projects', ...projects.map(projectPath)];
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`);
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
