/**
 * Prerenders every route into dist/ after `vite build` and build/build-images.ts: home (`/` and
 * `/home`), about, the project list and each valid project in the built data file (photo sizes
 * filled in), each with its content, CSS, metadata, structured data and its routes' data; plus
 * each page's data file (src/features/projects/page-data.ts), the SPA shell for every other
 * path, sitemap.xml, robots.txt and site.webmanifest. It ends the build, so it checks last that
 * no file is too large to deploy.
 *
 * The app is built for Node with Vite (same modules, same aliases as the browser bundle)
 * and rendered with React Router's static handler (the routes' own loaders, over the build's
 * data) and react-dom/static.
 *
 * Usage: tsx build/prerender.ts [--noindex]   (npm run build runs it; --noindex marks every
 * page of a preview build `<meta name="robots" content="noindex">`)
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as PrerenderEntryModule from '../src/app/prerender/entry';
import { CACHE_DIR, DATA_FILE, DIST_DIR, ROOT } from '../tooling/paths';
import { parseCommandLine, runMain } from '../tooling/run-main';
import { checkFileSizes } from './file-sizes';
import { entryChunks, readViteManifest, staticClosure, type ViteManifest } from './vite-manifest';

type PrerenderEntry = typeof PrerenderEntryModule;

const DIST = DIST_DIR;
// One folder per site built: npm test builds dist/ and dist-large/ side by side.
const SSR_OUT = path.join(
  CACHE_DIR,
  'prerender',
  path.relative(ROOT, DIST).replaceAll(path.sep, '_'),
);

async function buildForNode(): Promise<PrerenderEntry> {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/entry.ts',
      outDir: SSR_OUT,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
    },
    // One self-contained file: no CJS/ESM interop surprises from a dependency (Swiper) under Node.
    ssr: { noExternal: true },
  });
  return (await import(pathToFileURL(path.join(SSR_OUT, 'entry.js')).href)) as PrerenderEntry;
}

/** A lazy page's CSS and JS (with its own imports, not the entry's), from Vite's manifest. */
function lazyAssets(manifest: ViteManifest, module: string) {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`The Vite manifest has no chunk for ${module}.`);
  // The entry's own chunks are already named by index.html.
  const loaded = new Set(staticClosure(manifest, entryChunks(manifest)).map((item) => item.file));
  const chunks = staticClosure(manifest, [chunk], loaded);
  const css = new Set(chunks.flatMap((item) => item.css ?? []).map((file) => `/${file}`));
  // What the page loads on demand (the details page's photo viewer): fetched ahead at low
  // priority, not run, so a first tap need not wait for the network. Its stylesheets must come
  // with the page (Safari cannot fetch one ahead): a build that splits one off fails here.
  const onDemand = staticClosure(
    manifest,
    (chunk.dynamicImports ?? []).flatMap((key) => manifest[key] ?? []),
    new Set([...loaded, ...chunks.map((item) => item.file)]),
  );
  const onDemandCss = onDemand.flatMap((item) => item.css ?? []);
  if (onDemandCss.length > 0)
    throw new Error(
      `${module} loads ${onDemandCss.join(', ')} on demand: import it with the page instead.`,
    );
  return {
    css: [...css],
    modules: chunks.map((item) => `/${item.file}`),
    later: onDemand.map((item) => `/${item.file}`),
  };
}

runMain('prerender', async () => {
  const { values } = parseCommandLine({
    options: { noindex: { type: 'boolean', default: false } },
  });
  const started = performance.now();
  const built = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const manifest = await readViteManifest(DIST);
  const app = await buildForNode();
  // A preview build's pages ask not to be indexed (npm run build -- --preview).
  const template = values.noindex ? app.noindexTemplate(built) : built;

  const { parseProjectRecords } = await app.loadProjectRecords();
  const { projects, problems } = parseProjectRecords(
    app.projectRecordsFromDataFile(JSON.parse(await readFile(path.join(DIST, DATA_FILE), 'utf8'))),
  );
  for (const problem of problems) {
    console.warn(
      `prerender: skipped record #${problem.index} (${problem.id ?? 'no id'}): ${problem.field} ${problem.message}`,
    );
  }

  const pages = app.sitePages(projects);
  const lazy = Object.fromEntries(
    [...new Set(pages.map((page) => page.lazyModule).filter((module) => module !== undefined))].map(
      (module) => [module, lazyAssets(manifest, module)],
    ),
  );
  const write = async (file: string, text: string) => {
    const target = path.join(DIST, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  };

  // The shell first: index.html is about to become the home page.
  await write('app-shell.html', app.shellHtml(template, [app.businessJsonLd()]));
  const renderPage = app.pageRenderer(projects);
  for (const page of pages) {
    await write(page.file, app.pageHtml(template, page, await renderPage(page.path), lazy));
  }
  // What each page fetches when it is reached by a link within the site, not prerendered for it.
  const dataFiles = app.pageDataFiles(projects);
  for (const [url, data] of dataFiles) await write(url, JSON.stringify(data));
  await write('sitemap.xml', app.sitemapXml(pages));
  await write('robots.txt', app.robotsTxt());
  await write('site.webmanifest', `${JSON.stringify(app.webManifest(), null, 2)}\n`);
  await rm(SSR_OUT, { recursive: true, force: true });
  await checkFileSizes(DIST, DATA_FILE);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${pages.length} pages, ${dataFiles.length} page data files, shell, sitemap.xml, robots.txt in ${seconds}s`,
  );
});
