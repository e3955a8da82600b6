import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createProjectsStore } from '../../features/projects/data/projects-store';
import { AppProviders } from '../app';
import { SiteRoutes } from '../router';
import type { SitePage } from './site-pages';

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** `<style>` tags with exactly the CSS that markup uses, for the page's `<head>`. */
  styles: string;
};

/**
 * Renders one route of the real route table to HTML, waiting for lazy pages, and extracts
 * the critical CSS emotion generated for it. No data source is touched: the page shows
 * the snapshot it is given, as the browser will while hydrating.
 */
export async function renderPage(page: SitePage): Promise<RenderedPage> {
  // The browser's default emotion cache uses the key `css` and adopts these style tags.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const store = createProjectsStore(
    () => Promise.reject(new Error('The prerender reads no data source.')),
    console,
    page.snapshot,
  );
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={page.path}>
            <SiteRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // A lazy page suspends the first time it renders, and React would stream it in later with
  // an inline script — which the CSP blocks. The first pass loads every lazy module; the
  // second renders with all of them resolved, so the markup is complete and script-free.
  await renderToHtml(app);
  const html = await renderToHtml(app);
  if (/<script|<template/.test(html)) {
    throw new Error(`Prerendering ${page.path} left a suspended boundary behind.`);
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

async function renderToHtml(app: ReactNode): Promise<string> {
  // React outlines a large Suspense boundary to be revealed by an inline script once
  // streamed; a static page is flushed in one piece, so nothing is ever outlined.
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
