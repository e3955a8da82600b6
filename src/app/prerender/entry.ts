/**
 * What build/prerender.ts needs from the app, built by Vite for Node (`vite build --ssr`)
 * so the prerender renders exactly the modules the browser runs.
 */
export { projectRecordsFromDataFile } from '../../features/projects/data-file';
/** The schema, imported the way the browser imports it (lazily), so both builds agree. */
export const loadProjectRecords = () => import('../../features/projects/project-records');
export { pageDataFiles } from '../../features/projects/page-data';
export { sitemapXml, robotsTxt } from '../seo/sitemap';
export { webManifest } from '../seo/web-manifest';
export { businessJsonLd } from '../seo/structured-data';
export { sitePages } from './site-pages';
export { pageRenderer } from './render-page';
export { noindexTemplate, pageHtml, shellHtml } from './page-html';
