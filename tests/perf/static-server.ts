/**
 * A small static server for dist/, gzip-compressed like Firebase Hosting, routing and headers
 * read from firebase.json (tooling/hosting-routing.ts: cleanUrls, trailingSlash, rewrites,
 * headers): this checkout's, or that of the checkout a build came from (another commit's build
 * served with this checkout's Content-Security-Policy would have its inline scripts refused).
 * In two modes:
 *  - `prerendered`: what Hosting does — `/about-us` serves about-us.html, anything unknown the
 *    rewrite's SPA shell;
 *  - `client`: every route gets the SPA shell, i.e. the site as a client-rendered app.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import {
  configuredHeaders,
  readFirebaseConfig,
  resolveHostingPath,
} from '../../tooling/hosting-routing';
import { ROOT } from '../../tooling/paths';

type ServeMode = 'prerendered' | 'client';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Inside the folder only: a path that climbs out of it is no file. */
async function isFile(dist: string, relative: string): Promise<boolean> {
  const file = path.resolve(dist, relative);
  if (path.relative(dist, file).startsWith('..')) return false;
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

export async function serve(
  dist: string,
  mode: ServeMode,
  checkout: string = ROOT,
): Promise<{ url: string; close(): Promise<void> }> {
  const config = readFirebaseConfig(checkout).hosting;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const decoded = decodeURIComponent(pathname);
      const answer = await resolveHostingPath(decoded, (relative) => isFile(dist, relative), {
        config,
        pages: mode === 'prerendered',
      });
      if (answer === undefined || 'redirect' in answer) {
        response.writeHead(answer ? 301 : 404, answer ? { Location: answer.redirect } : {}).end();
        return;
      }
      const file = path.join(dist, answer.file);
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        // Hosting's own default, where firebase.json sets no Cache-Control.
        'cache-control': 'max-age=3600',
        ...Object.fromEntries(configuredHeaders(decoded, config)),
        'content-type': TYPES[ext] ?? 'application/octet-stream',
      };
      const gzip =
        COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
      if (gzip) headers['content-encoding'] = 'gzip';
      response.writeHead(200, headers);
      const stream = createReadStream(file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
    })().catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
