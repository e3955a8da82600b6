import { absoluteUrl, site } from '../../config/site';
import { absoluteImageUrl, type PageMeta } from './page-meta';
import { serializeJsonLd } from './structured-data';

/** The `<head>` tags a prerendered page carries: title, description, canonical, previews, JSON-LD. */
export function headTags(meta: PageMeta, structuredData: Record<string, unknown>[]): string {
  const canonical = absoluteUrl(meta.canonicalPath);
  const image = absoluteImageUrl(meta);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:site_name', site.name),
    metaTag('property', 'og:locale', 'en_US'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', canonical),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:width', String(meta.image.width)),
    metaTag('property', 'og:image:height', String(meta.image.height)),
    metaTag('property', 'og:image:alt', meta.image.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', meta.image.alt),
    ...structuredData.map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
