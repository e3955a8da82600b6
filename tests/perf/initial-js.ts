/**
 * Initial JavaScript of a page: the scripts and modulepreloads its HTML names, with every chunk
 * they import statically (from Vite's manifest), gzip-compressed. A low-priority modulepreload
 * is left out: it names code the page runs only when asked (the photo viewer), fetched behind
 * everything else (src/app/prerender/page-html.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkOfFile, readViteManifest, staticClosure } from '../../build/vite-manifest';

export async function initialJsBytes(dist: string, htmlFile: string): Promise<number> {
  const manifest = await readViteManifest(dist);
  const html = await readFile(path.join(dist, htmlFile), 'utf8');
  const named = [
    ...html.matchAll(/<script [^>]*src="\/([^"]+)"/g),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g)].filter(
      (match) => !/\sfetchpriority="low"/.test(match[0]),
    ),
  ].map((match) => match[1] ?? '');
  const chunks = named.flatMap((file) => chunkOfFile(manifest, file) ?? []);
  const files = new Set([...named, ...staticClosure(manifest, chunks).map((chunk) => chunk.file)]);
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total;
}
