/**
 * The office's server: a Hono app over one checkout, so tests drive it with `app.request()` and
 * main.ts serves it on 127.0.0.1. Every request passes the guard first (guard.ts); every refusal
 * is a `Refusal` in words with a status of 400 or more.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Refusal } from '../api.ts';
import { readDataFile } from './data-store.ts';
import { officeOnly } from './guard.ts';
import { officePaths, type OfficePaths } from './office-paths.ts';
import { portfolioOf } from './portfolio.ts';

export type OfficeOptions = {
  /** The checkout the office works on. */
  root: string;
  /** The port it is served on: requests must name it (guard.ts). */
  port: number;
};

export type Office = { app: Hono; paths: OfficePaths };

export function createOffice({ root, port }: OfficeOptions): Office {
  const paths = officePaths(root);
  const app = new Hono();
  app.use(officeOnly(port));

  app.get('/api/portfolio', async (c) => {
    const data = await readDataFile(paths);
    if ('problem' in data) return c.json({ rows: [], orderVersion: '', problem: data.problem });
    return c.json(portfolioOf(data));
  });

  app.all('/api/*', (c) =>
    c.json({ message: 'The office has no such request.' } satisfies Refusal, 404),
  );

  mkdirSync(paths.screenDir, { recursive: true });
  app.use('/*', serveStatic({ root: paths.screenDir }));
  // Every other path is the screen's own page (its routes are the screen's).
  app.get('/*', async (c) => {
    const index = path.join(paths.screenDir, 'index.html');
    if (!existsSync(index)) return c.html(PLACEHOLDER);
    return c.html(await readFile(index, 'utf8'));
  });
  return { app, paths };
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The office</title></head>
<body><main><h1>The office</h1><p>The office's screen is not built yet. Stop the office (Ctrl-C) and start it again with <code>npm run office</code>.</p></main></body></html>`;
