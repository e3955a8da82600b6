import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectForm } from '../../api.ts';
import {
  DATA_FILE,
  drawnPhoto,
  makeCheckout,
  ORIGIN,
  PORT,
  type Checkout,
} from './office-checkout.ts';

let checkout: Checkout;
let before: { data: string; head: string; files: string[] };

/** Every file under the checkout and its cache, but git's own. */
async function allFiles(): Promise<string[]> {
  const entries = await readdir(checkout.root, { recursive: true });
  return entries.filter((entry) => !entry.startsWith('.git')).sort();
}

beforeEach(async () => {
  checkout = await makeCheckout();
  before = {
    data: await checkout.read(DATA_FILE),
    head: checkout.git('rev-parse', 'HEAD'),
    files: await allFiles(),
  };
});
afterEach(async () => {
  await checkout.remove();
});

async function nothingWritten() {
  expect(await checkout.read(DATA_FILE)).toBe(before.data);
  expect(checkout.git('rev-parse', 'HEAD')).toBe(before.head);
  // The staging folder may exist, empty; nothing else is new.
  expect((await allFiles()).filter((file) => !file.startsWith('node_modules'))).toEqual(
    before.files.filter((file) => !file.startsWith('node_modules')),
  );
  const staging = path.join(checkout.office.paths.stagingDir);
  expect(await readdir(staging).catch(() => [])).toEqual([]);
}

/** A real write, as the screen sends it: marks 10 Oak St sold. */
async function soldRequest(headers: Record<string, string>) {
  const form = (await (await checkout.request('/api/projects/10-oak-st')).json()) as ProjectForm;
  return checkout.office.app.request('/api/projects/10-oak-st', {
    method: 'PUT',
    body: JSON.stringify({
      facts: { ...form.facts, status: 'sold' },
      bins: form.bins,
      basedOn: form.basedOn,
    }),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const upload = (name: string, body: BodyInit, headers: Record<string, string> = {}) =>
  checkout.request('/api/uploads', {
    method: 'POST',
    body,
    headers: { 'X-File-Name': encodeURIComponent(name), ...headers },
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit & { headers: Record<string, string> });

describe('the office answers this computer only', () => {
  it('refuses a request for another host name (DNS rebinding), reads included', async () => {
    for (const host of ['evil.example:4399', `127.0.0.1:${PORT + 1}`, 'localhost', '']) {
      const read = await checkout.office.app.request('/api/portfolio', { headers: { Host: host } });
      expect(read.status).toBe(403);
      expect((await read.json()).message).toMatch(/answers only at http:\/\/127\.0\.0\.1:4399\//);
      expect((await soldRequest({ Host: host, Origin: ORIGIN })).status).toBe(403);
    }
    const own = await checkout.office.app.request('/api/portfolio', {
      headers: { Host: `localhost:${PORT}` },
    });
    expect(own.status).toBe(200);
    // Another site cannot frame it either, to have its buttons clicked unseen.
    const page = await checkout.request('/');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    await nothingWritten();
  });

  it('refuses a write from another origin, or from none', async () => {
    const host = { Host: `127.0.0.1:${PORT}` };
    for (const origin of ['https://evil.example', `http://127.0.0.1:${PORT + 1}`, 'null']) {
      const response = await soldRequest({ ...host, Origin: origin });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/must come from the office’s own page/);
    }
    expect((await soldRequest(host)).status).toBe(403);
    expect(
      (await soldRequest({ ...host, Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    const upload = await checkout.office.app.request('/api/uploads', {
      method: 'POST',
      body: 'x',
      headers: { ...host, Origin: 'https://evil.example', 'X-File-Name': 'a.jpg' },
    });
    expect(upload.status).toBe(403);
    await nothingWritten();
    // The same write from the office's own page goes through.
    expect((await soldRequest({ ...host, Origin: ORIGIN })).status).toBe(200);
  });
});

describe('uploads are bounded', () => {
  it('refuses a file over 40 MB, said or sent', async () => {
    const big = new Uint8Array(40 * 1024 * 1024 + 1);
    const said = await upload('IMG_1.jpg', big);
    expect(said.status).toBe(413);
    expect((await said.json()).message).toMatch(/over 40 MB/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 41; i += 1) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    expect((await upload('IMG_2.jpg', stream)).status).toBe(413);
    await nothingWritten();
  });

  it('refuses a file that is not an image, whatever its name, naming it', async () => {
    const response = await upload(
      'IMG_0042.jpg',
      new TextEncoder().encode('<html>not a photo</html>'),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(
      'IMG_0042.jpg is not a photo the office can read: add a JPEG, PNG, WebP or AVIF photo.',
    );
    await nothingWritten();
  });

  it('refuses a HEIC photo by name, with what to do', async () => {
    const response = await upload(
      'IMG_0043.HEIC',
      new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(
      /^IMG_0043\.HEIC is a HEIC photo, which the office cannot read: set the iPhone camera to Most Compatible .*or export the photo as JPEG/,
    );
    await nothingWritten();
  });

  it('never lets a file name reach a path: ../, absolute, NUL', async () => {
    for (const name of [
      '../x.jpg',
      '../../public/assets/Data/data.json',
      '/etc/x.jpg',
      'C:\\x.jpg',
      'a\0.jpg',
      'dir/x.jpg',
      '..',
      '',
    ]) {
      const response = await upload(name, new Uint8Array([1, 2, 3]));
      expect(response.status, name).toBe(400);
      expect((await response.json()).message).toMatch(
        /is not a photo’s file name|could not be read/,
      );
    }
    // A name that is not valid URI encoding is refused too.
    const bad = await checkout.request('/api/uploads', {
      method: 'POST',
      body: 'x',
      headers: { 'X-File-Name': '%E0%A4%A' },
    });
    expect(bad.status).toBe(400);
    await nothingWritten();
  });

  it('serves photos only from inside public/ and its own staging folder', async () => {
    // A photo outside public/: no URL may reach it.
    await checkout.write('secret.webp', await drawnPhoto(9));
    for (const url of [
      '/thumbnails/../secret.webp',
      '/thumbnails/%2e%2e/secret.webp',
      '/thumbnails/assets/..%2F..%2Fsecret.webp',
      '/thumbnails/staged/../../../../secret.webp',
      '/thumbnails/staged/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.webp',
      '/assets/..%2F..%2Fsecret-480.avif',
      '/staged/..%2F..%2F..%2F..%2Fsecret-480.avif',
    ]) {
      const response = await checkout.request(url);
      expect(response.headers.get('content-type') ?? '', url).not.toMatch(/^image\//);
    }
    const thumbnail = await checkout.request('/thumbnails/assets/projects/10-oak-st/cover.webp');
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const copy = await checkout.request('/assets/projects/10-oak-st/cover-480.avif');
    expect(copy.headers.get('content-type')).toBe('image/avif');
  });
});
