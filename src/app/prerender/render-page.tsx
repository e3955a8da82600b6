/// <reference types="node" />
// The prerender runs under Node (build/prerender.ts): its stream is a Node stream.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createProjectsStore } from '../../features/projects/data/projects-store';
import { AppProviders } from '../app';
import { routeTable } from '../router';
import type { SitePage } from './site-pages';

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
};

/** The route table as React Router's static handler serves it, for every page the build renders. */
const handler = createStaticHandler(routeTable);

/**
 * Renders one route of the real route table to HTML. The static handler first loads the
 * route's lazy page, so the markup is complete in one pass. Its styles are the build's static
 * stylesheets, linked by the page's head. No data source is touched: the page shows the
 * snapshot it is given, as the browser will while hydrating.
 */
export async function renderPage(page: SitePage): Promise<RenderedPage> {
  const store = createProjectsStore(
    () => Promise.reject(new Error('The prerender reads no data source.')),
    console,
    page.snapshot,
  );
  const context = await handler.query(new Request(new URL(page.path, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${page.path} was answered ${context.status}, not a page.`);
  }
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        {/* No hydration data: the routes load none, and its inline script would break the CSP. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>
  );
  const html = await renderToHtml(app);
  if (/<script|<template/.test(html)) {
    throw new Error(`Prerendering ${page.path} left a script or a suspended boundary behind.`);
  }
  if (context.errors) {
    throw new Error(`Prerendering ${page.path} failed.`, { cause: context.errors });
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
