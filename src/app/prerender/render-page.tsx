/// <reference types="node" />
// The prerender runs under Node (build/prerender.ts): its stream is a Node stream.
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
};

/**
 * Renders one route of the real route table to HTML, waiting for lazy pages. Its styles are
 * the build's static stylesheets, linked by the page's head. No data source is touched: the
 * page shows the snapshot it is given, as the browser will while hydrating.
 */
export async function renderPage(page: SitePage): Promise<RenderedPage> {
  const store = createProjectsStore(
    () => Promise.reject(new Error('The prerender reads no data source.')),
    console,
    page.snapshot,
  );
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouter location={page.path}>
          <SiteRoutes />
        </StaticRouter>
      </AppProviders>
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
  return { html };
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
