/// <reference types="node" />
// The prerender runs under Node (build/prerender.ts): its stream is a Node stream.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PROJECT_LIST_PAGE_SIZE } from '../../config/layout';
import type { PortfolioSource } from '../../features/projects/portfolio-source';
import { homePreview, projectList } from '../../features/projects/page-data';
import type { Project } from '../../features/projects/project-schema';
import { projectSummary } from '../../features/projects/project-summary';
import { createRouteTable } from '../router';

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** What the routes' loaders answered, which the page carries to hydrate with. */
  loaderData: Record<string, unknown>;
};

/**
 * The build's data as the routes' loaders see it in the prerender: each page gets what its
 * loader gets in the browser, except the list, which carries its first page of cards (and the
 * whole portfolio's counts): the rest comes when the visitor filters or loads more.
 */
function builtPortfolio(projects: readonly Project[]): PortfolioSource {
  const summaries = projects.map(projectSummary);
  return {
    name: 'build',
    home: async () => homePreview(summaries),
    list: async () => projectList(summaries, PROJECT_LIST_PAGE_SIZE),
    project: async (id) => projects.find((project) => project.id === id),
  };
}

/**
 * Renders pages of the real route table to HTML, its loaders reading `projects` (the data
 * file's valid projects, in list order). React Router's static handler runs each route's
 * loader and loads its lazy page, so the markup is complete in one pass. Its styles are the
 * build's static stylesheets, linked by the page's head.
 */
export function pageRenderer(projects: readonly Project[]) {
  const source = builtPortfolio(projects);
  const handler = createStaticHandler(createRouteTable(async () => source));
  return async function renderPage(path: string): Promise<RenderedPage> {
    const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
    if (context instanceof Response) {
      throw new Error(`Prerendering ${path} was answered ${context.status}, not a page.`);
    }
    if (context.errors) {
      throw new Error(`Prerendering ${path} failed.`, { cause: context.errors });
    }
    const app = (
      <StrictMode>
        {/* Not React Router's hydration script: the CSP allows no inline script. The page
            carries the loaders' data in a JSON block instead (page-html.ts). */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </StrictMode>
    );
    const html = withoutHoistedTitle(await renderToHtml(app));
    if (/<script|<template/.test(html)) {
      throw new Error(`Prerendering ${path} left a script or a suspended boundary behind.`);
    }
    // Routes without a loader (the frame, about) are listed with no data: nothing to carry.
    const loaderData = Object.fromEntries(
      Object.entries(context.loaderData).filter(([, data]) => data !== undefined),
    );
    return { html, loaderData };
  };
}

/**
 * A page renders its `<title>`, which React moves into the head in the browser. Rendering only
 * #root, React puts it ahead of the markup instead; the page's head already carries it with the
 * rest of its metadata (head-tags.ts), and that one is the title React takes over on hydrating.
 */
function withoutHoistedTitle(html: string): string {
  return html.replace(/^<title>[^<]*<\/title>/, '');
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
