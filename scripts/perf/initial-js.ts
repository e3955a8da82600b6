/**
 * Initial JavaScript of a page: the module scripts and modulepreloads its HTML names, with
 * every chunk they import statically (from Vite's manifest), gzip-compressed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };

export async function initialJsBytes(dist: string, htmlFile: string): Promise<number> {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = await readFile(path.join(dist, htmlFile), 'utf8');
  const named = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const chunk = manifest[key];
      if (chunk) visit(chunk.file);
    }
  };
  named.forEach(visit);
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total;
}
