/**
 * A checkout of its own for each test: a temporary folder with a data file of three projects,
 * their photos (small, drawn here) and a git repository with one commit, as `npm run office`
 * finds a clone. Requests go through the office's app with its own Host and Origin.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatDataFile } from '../../../src/features/projects/data-file.ts';
import {
  image as flagged,
  projectRecord,
} from '../../../src/features/projects/__tests__/project-fixtures.ts';
import { createOffice } from '../app.ts';

export const PORT = 4399;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const DATA_FILE = 'public/assets/Data/data.json';

const image = (url: string, flag: string, more: Record<string, unknown> = {}) =>
  flagged({ url, [flag]: true, ...more });

const record = (id: string, sort: number, street: string, images: unknown[]) =>
  projectRecord({
    id,
    sort,
    sq_footage: 1500 + sort,
    address: { address_line_1: street, city: 'Indianapolis', state: 'IN' },
    full_remodel: true,
    post: `https://listings.example.com/${id}`,
    images,
  });

const RECORDS = [
  record('10-oak-st', 10, '10 Oak St', [
    image('/assets/projects/10-oak-st/cover.webp', 'main'),
    image('/assets/projects/10-oak-st/kitchen-1.webp', 'kitchen', {
      before_url: '/assets/projects/10-oak-st/kitchen-1-before.webp',
    }),
  ]),
  record('20-elm-st', 20, '20 Elm St', [
    image('/assets/projects/20-elm-st/cover.webp', 'main'),
    image('/shared/street.webp', 'exterior'),
  ]),
  record('30-ash-st', 30, '30 Ash St', [
    image('/assets/projects/30-ash-st/cover.webp', 'main'),
    image('/shared/street.webp', 'exterior'),
  ]),
];

const PHOTOS = [
  'assets/projects/10-oak-st/cover.webp',
  'assets/projects/10-oak-st/kitchen-1.webp',
  'assets/projects/10-oak-st/kitchen-1-before.webp',
  'assets/projects/20-elm-st/cover.webp',
  'assets/projects/30-ash-st/cover.webp',
  'shared/street.webp',
];

export type Checkout = Awaited<ReturnType<typeof makeCheckout>>;

// The machine's own git settings (a name in ~/.gitconfig) stay out of the tests' checkouts.
process.env.GIT_CONFIG_GLOBAL = '/dev/null';
process.env.GIT_CONFIG_NOSYSTEM = '1';

export async function makeCheckout() {
  const root = await mkdtemp(path.join(tmpdir(), 'office-test-'));
  await mkdir(path.join(root, 'public/assets/Data'), { recursive: true });
  await writeFile(path.join(root, DATA_FILE), formatDataFile({ projects: RECORDS }));
  for (const [index, photo] of PHOTOS.entries()) {
    await mkdir(path.dirname(path.join(root, 'public', photo)), { recursive: true });
    await writeFile(path.join(root, 'public', photo), await drawnPhoto(index));
  }
  await writeFile(path.join(root, 'README.md'), 'A checkout.\n');
  await writeFile(path.join(root, '.gitignore'), 'node_modules\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Test Office');
  git('config', 'user.email', 'office@example.com');
  git('add', '.');
  git('commit', '-q', '-m', 'The portfolio');
  const office = createOffice({ root, port: PORT, thisYear: () => 2026 });

  const request = (
    pathname: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ) =>
    office.app.request(pathname, {
      ...init,
      headers: {
        Host: `127.0.0.1:${PORT}`,
        ...(init.method && init.method !== 'GET' ? { Origin: ORIGIN } : {}),
        ...init.headers,
      },
    });
  const send = (method: string, pathname: string, body: unknown) =>
    request(pathname, {
      method,
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  return {
    root,
    office,
    git,
    request,
    send,
    read: (file: string) => readFile(path.join(root, file), 'utf8'),
    bytes: (file: string) => readFile(path.join(root, file)).catch(() => undefined),
    write: (file: string, text: string | Buffer) => writeFile(path.join(root, file), text),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** A small photo of its own colour, so each file's bytes differ. */
export async function drawnPhoto(seed: number, width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 40) % 256, g: 120, b: 200 - seed * 10 },
    },
  })
    .webp()
    .toBuffer();
}
