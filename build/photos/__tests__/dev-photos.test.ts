import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRecord } from '../../../src/features/projects/__tests__/project-fixtures';
import { cameraPhoto } from '../../../tooling/camera-photo';
import { devPhotos } from '../dev-photos';

// `npm start` must show the same responsive copies production serves, made on demand.

let dir: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dev-photos-'));
  await mkdir(path.join(dir, 'assets', 'Data'), { recursive: true });
  await mkdir(path.join(dir, 'up', 'My House'), { recursive: true });
  await writeFile(
    path.join(dir, 'up', 'My House', 'IMG 1.JPG'),
    await cameraPhoto({ width: 300, height: 400, orientation: 6 }),
  );
  await writeFile(
    path.join(dir, 'up', 'My House', 'before.jpg'),
    await cameraPhoto({ width: 320, height: 180, seed: 2 }),
  );
  const record = projectRecord({
    id: 'a',
    images: [
      { url: '/up/My%20House/IMG%201.JPG', main: true, before_url: '/up/My%20House/before.jpg' },
    ],
  });
  await writeFile(
    path.join(dir, 'assets', 'Data', 'data.json'),
    JSON.stringify({ projects: [record] }),
  );
  server = await createServer({
    configFile: false,
    root: dir,
    publicDir: dir,
    logLevel: 'silent',
    plugins: [devPhotos(dir)],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('devPhotos', () => {
  it('serves an upright, metadata-free copy of a local photo on first request', async () => {
    const response = await fetch(`${origin}/up/My%20House/IMG%201-480.avif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([300, 400, undefined]);
  });

  it('serves the data file with each local photo size filled in, before photos too', async () => {
    const data = (await (await fetch(`${origin}/assets/Data/data.json`)).json()) as {
      projects: { images: Record<string, unknown>[] }[];
    };
    expect(data.projects[0]?.images[0]).toMatchObject({
      width: 300,
      height: 400,
      before_width: 320,
      before_height: 180,
    });
  });

  it('serves the copies of a before photo', async () => {
    const response = await fetch(`${origin}/up/My%20House/before-800.webp`);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('leaves other requests to the dev server: unknown photos, widths and zoom copies of small ones', async () => {
    for (const copy of ['missing-480.avif', 'IMG%201-640.avif', 'IMG%201-2560.avif']) {
      const response = await fetch(`${origin}/up/My%20House/${copy}`);
      expect(response.headers.get('content-type'), copy).not.toBe('image/avif');
    }
  });
});
