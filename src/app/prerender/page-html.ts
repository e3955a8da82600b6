import { headTags } from '../seo/head-tags';
import { serializeJsonLd } from '../seo/structured-data';
import type { RenderedPage } from './render-page';
import type { SitePage } from './site-pages';
import {
  PRERENDERED_PATH_ATTRIBUTE,
  ROUTE_DATA_ELEMENT_ID,
  serializeRouteData,
} from './route-data';

/** index.html marks the default title and description it carries for the app shell. */
const META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;
const ROOT = '<div id="root"></div>';

/**
 * A lazy page's chunks and CSS (the details page brings Swiper's), and the chunks of what it
 * loads on demand (`later`: the photo viewer), keyed by source module.
 */
type LazyAssets = Record<
  string,
  { css: string[]; modules: string[]; later?: string[] } | undefined
>;

/** The built index.html turned into one prerendered page. */
export function pageHtml(
  template: string,
  page: SitePage,
  rendered: RenderedPage,
  lazyAssets: LazyAssets,
): string {
  assertTemplate(template);
  const lazy = page.lazyModule ? lazyAssets[page.lazyModule] : undefined;
  const preloads = (lazy?.modules ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${href}" />`,
  );
  const head = [
    headTags(page.meta, page.structuredData),
    ...(page.codeAfterCover ? [] : preloads),
  ].join('\n    ');
  // The loaders' answers the page was rendered with, to hydrate with: none on a page without data.
  const routeData =
    Object.keys(rendered.loaderData).length > 0
      ? `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${serializeRouteData(rendered.loaderData)}</script>`
      : '';
  // The page's own stylesheets come after the entry's (Vite's link ends the head): a page's
  // rule that refines a shared one (a heading's size) must win by coming later.
  const pageCss = (lazy?.css ?? []).map(
    (href) => `<link rel="stylesheet" crossorigin href="${href}" />\n  `,
  );
  // What the page runs only when asked (the photo viewer), last and at low priority: a module
  // preload fetches and compiles it behind everything above, but does not run it.
  const later = (lazy?.later ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}" />`,
  );
  const entry = ENTRY_SCRIPT.exec(template)?.[0] ?? '';
  const code = page.codeAfterCover
    ? [`<template id="${APP_CODE_ELEMENT_ID}">`, ...preloads, entry, ...later, '</template>']
    : later;
  return (page.codeAfterCover ? template.replace(entry, '') : template)
    .replace(META_BLOCK, () => head)
    .replace(
      '</head>',
      () => `${pageCss.join('')}${code.map((tag) => `${tag}\n  `).join('')}</head>`,
    )
    .replace(
      ROOT,
      () =>
        `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}">${rendered.html}</div>${routeData}`,
    );
}

/** Vite's module script for the entry (in the head of the built index.html). */
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>/;

/**
 * A project page's code, inert until index.html's app-code script adds it to the head once the
 * cover photo has painted: requested earlier, the entry (about 90 KiB) and the page's chunk
 * share the connection with that photo, and Lighthouse's simulated Slow 4G counts them into
 * the page's LCP (docs/architecture.md, Start-up). The tags are those a page names in its
 * head, so whatever reads a page's HTML for its code (the initial-JS budget) still finds them.
 */
const APP_CODE_ELEMENT_ID = 'app-code';

/** The shell for paths that were not prerendered: default meta, the company's JSON-LD. */
export function shellHtml(template: string, structuredData: Record<string, unknown>[]): string {
  assertTemplate(template);
  const jsonLd = structuredData.map(
    (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
  );
  return template.replace(META_BLOCK, (block) =>
    [block.replace(/<!--\/?page-meta-->/g, '').trim(), ...jsonLd].join('\n    '),
  );
}

/** What a preview build's pages say, so that a preview channel never reaches a search index. */
export const NOINDEX_META = '<meta name="robots" content="noindex" />';

/**
 * The template of a preview build (`npm run build -- --preview`): every page made from it,
 * the shell too, asks search engines not to index it. The live build never uses it.
 */
export function noindexTemplate(template: string): string {
  assertTemplate(template);
  return template.replace(META_BLOCK, (block) => `${NOINDEX_META}\n    ${block}`);
}

function assertTemplate(template: string) {
  if (!META_BLOCK.test(template) || !template.includes(ROOT) || !ENTRY_SCRIPT.test(template)) {
    throw new Error('index.html lost its <!--page-meta--> block, its empty #root or its entry.');
  }
}
