/**
 * A small static server for dist/, gzip-compressed like Firebase Hosting, in two modes:
 *  - `prerendered`: what firebase.json does — `/about-us` serves about-us.html (cleanUrls),
 *    anything unknown the SPA shell;
 *  - `client`: every route gets the SPA shell, i.e. the site as a client-rendered app.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

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

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

async function resolveFile(dist: string, pathname: string, mode: ServeMode): Promise<string> {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const direct = path.join(dist, clean);
  if (path.extname(clean) && (await isFile(direct))) return direct;
  if (mode === 'prerendered') {
    const page =
      clean === '/' ? path.join(dist, 'index.html') : `${direct.replace(/\/$/, '')}.html`;
    if (await isFile(page)) return page;
  }
  return path.join(dist, 'app-shell.html');
}

export async function serve(
  dist: string,
  mode: ServeMode,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = await resolveFile(dist, pathname, mode);
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': /-[A-Za-z0-9_-]{8}\.(js|css)$/.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      const gzip =
        COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
      if (gzip) headers['Content-Encoding'] = 'gzip';
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
