/**
 * The office's server: a Hono app over one checkout, so tests drive it with `app.request()` and
 * main.ts serves it on 127.0.0.1. Every request passes the guard first (guard.ts); every refusal
 * is a `Refusal` in words with a status of 400 or more, and writes nothing. Writes run one at a
 * time, so two tabs' saves never interleave.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { localPhotoPath } from '../../src/lib/responsive-image.ts';
import { photoSizeOf } from '../../tooling/photo-encoder.ts';
import type { Identity, Refusal, SaveResult, SavedChanges, TakeDownRequest } from '../api.ts';
import { readDataFile, recordOf } from './data-store.ts';
import { savedChanges, undoChange, UndoRefused } from './git-changes.ts';
import { identityName, setIdentity } from './git-identity.ts';
import { officeOnly } from './guard.ts';
import { officePaths, type OfficePaths } from './office-paths.ts';
import { photoServer } from './photo-serving.ts';
import { STAGED_PREFIX, THUMBNAIL_PREFIX } from './photo-urls.ts';
import { portfolioOf } from './portfolio.ts';
import { projectForm } from './project-form.ts';
import { isBasedOn, isMoveRequest, isSaveRequest } from './request-shapes.ts';
import { Refused, saveEdit, saveMove, saveNew, saveTakeDown, takeDownPreview } from './saves.ts';
import { stageUpload, UPLOAD_LIMIT_BYTES, uploadName, UploadRefused } from './uploads.ts';

type OfficeOptions = {
  /** The checkout the office works on. */
  root: string;
  /** The port it is served on: requests must name it (guard.ts). */
  port: number;
  /** This year, for Year sold (tests fix it). */
  thisYear?: () => number;
};

type Office = { app: Hono; paths: OfficePaths };

const NOT_UNDERSTOOD =
  'The office did not understand this request: reload the page, then try again.';

export function createOffice({
  root,
  port,
  thisYear = () => new Date().getFullYear(),
}: OfficeOptions): Office {
  const paths = officePaths(root);
  const photos = photoServer(paths);
  const app = new Hono();
  app.use(officeOnly(port));

  // One write at a time: each reads the file, checks, and commits before the next begins.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const answer = async (c: Context, work: () => Promise<unknown>) => {
    try {
      return c.json(await work());
    } catch (error) {
      if (error instanceof Refused) {
        return c.json(error.refusal, error.status as 400);
      }
      if (error instanceof UndoRefused)
        return c.json({ message: error.message } satisfies Refusal, 409);
      console.error('office:', error);
      return c.json(
        {
          message: `Something went wrong, and nothing was saved: ${error instanceof Error ? error.message : String(error)}`,
        } satisfies Refusal,
        500,
      );
    }
  };
  const body = async (c: Context): Promise<unknown> => c.req.json().catch(() => undefined);
  const refuse = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ message } satisfies Refusal, status);

  app.get('/api/portfolio', async (c) => {
    const data = await readDataFile(paths);
    if ('problem' in data) return c.json({ rows: [], orderVersion: '', problem: data.problem });
    return c.json(portfolioOf(data));
  });

  app.get('/api/projects/:webAddress', async (c) => {
    const data = await readDataFile(paths);
    if ('problem' in data) return c.json({ message: data.problem } satisfies Refusal, 409);
    const record = recordOf(data, c.req.param('webAddress'));
    if (typeof record !== 'object' || record === null) {
      return refuse(c, 'There is no such project: it may have been taken down.', 404);
    }
    return c.json(
      await projectForm(
        c.req.param('webAddress'),
        record as Record<string, unknown>,
        thisYear(),
        sizeOf,
      ),
    );
  });

  app.put('/api/projects/:webAddress', async (c) => {
    const request = await body(c);
    if (!isSaveRequest(request)) return refuse(c, NOT_UNDERSTOOD);
    return answer(c, () => oneAtATime(() => saveEdit(paths, c.req.param('webAddress'), request)));
  });

  app.post('/api/projects', async (c) => {
    const request = await body(c);
    if (!isSaveRequest(request)) return refuse(c, NOT_UNDERSTOOD);
    return answer(c, () => oneAtATime(() => saveNew(paths, request)));
  });

  app.post('/api/projects/:webAddress/move', async (c) => {
    const request = await body(c);
    if (!isMoveRequest(request)) return refuse(c, NOT_UNDERSTOOD);
    return answer(c, () => oneAtATime(() => saveMove(paths, c.req.param('webAddress'), request)));
  });

  app.get('/api/projects/:webAddress/take-down', (c) =>
    answer(c, () => takeDownPreview(paths, c.req.param('webAddress'))),
  );

  app.delete('/api/projects/:webAddress', async (c) => {
    const request = await body(c);
    if (
      typeof request !== 'object' ||
      request === null ||
      !isBasedOn((request as { basedOn?: unknown }).basedOn)
    ) {
      return refuse(c, NOT_UNDERSTOOD);
    }
    const { basedOn } = request as TakeDownRequest;
    return answer(c, () =>
      oneAtATime(() => saveTakeDown(paths, c.req.param('webAddress'), basedOn)),
    );
  });

  const tooLarge = (c: Context) =>
    c.json(
      {
        message: `This photo is over ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB, the most the office takes: send a smaller copy (a phone's "Large" or "Actual size" photo is fine).`,
      } satisfies Refusal,
      413,
    );
  app.post(
    '/api/uploads',
    async (c, next) => {
      // The name first: a refused one never has its bytes read.
      try {
        uploadName(c.req.header('x-file-name'));
      } catch (error) {
        if (error instanceof UploadRefused)
          return c.json({ message: error.message } satisfies Refusal, error.status);
        throw error;
      }
      if (Number(c.req.header('content-length') ?? 0) > UPLOAD_LIMIT_BYTES) return tooLarge(c);
      await next();
    },
    bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES, onError: tooLarge }),
    async (c) => {
      const name = uploadName(c.req.header('x-file-name'));
      const bytes = Buffer.from(await c.req.arrayBuffer());
      try {
        return c.json(await stageUpload(paths, name, bytes));
      } catch (error) {
        if (error instanceof UploadRefused)
          return c.json({ message: error.message } satisfies Refusal, error.status);
        throw error;
      }
    },
  );

  app.get('/api/changes', async (c) => {
    const changes = await savedChanges(paths.root);
    return c.json({
      changes: changes.map(({ id, message, when }) => ({ id, message, when })),
    } satisfies SavedChanges);
  });

  app.post('/api/changes/:id/undo', (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{40,64}$/.test(id)) return refuse(c, 'There is no such saved change.', 404);
    return answer(c, () =>
      oneAtATime(async (): Promise<SaveResult> => {
        const undone = await undoChange(paths.root, id, paths.dataFileInGit);
        return {
          saved: true,
          message: `${undone.message}.`,
          webAddress: '',
          change: { id: undone.id, message: undone.message, when: undone.when },
        };
      }),
    );
  });

  app.get('/api/identity', async (c) =>
    c.json({ name: await identityName(paths.root) } satisfies Identity),
  );
  app.post('/api/identity', async (c) => {
    const request = await body(c);
    const name =
      typeof request === 'object' && request !== null
        ? (request as { name?: unknown }).name
        : undefined;
    if (
      typeof name !== 'string' ||
      name.trim() === '' ||
      name.length > 100 ||
      /[\n\r<>]/.test(name)
    ) {
      return refuse(c, 'Your name is needed, in one line, like Pat Smith.');
    }
    return answer(c, () =>
      oneAtATime(async () => {
        await setIdentity(paths.root, name.trim());
        return { name: name.trim() } satisfies Identity;
      }),
    );
  });

  app.all('/api/*', (c) => refuse(c, 'The office has no such request.', 404));

  app.get(`${THUMBNAIL_PREFIX}/*`, async (c) => {
    const thumbnail = await photos.thumbnail(c.req.path.slice(THUMBNAIL_PREFIX.length));
    if (!thumbnail) return c.body(null, 404);
    return c.body(new Uint8Array(thumbnail), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=60',
    });
  });

  // The site's responsive copies of a photo, by their URLs, for the card preview.
  app.get('*', async (c, next) => {
    const copy = await photos.copy(c.req.path);
    if (!copy) return next();
    return c.body(new Uint8Array(copy.data), 200, {
      'Content-Type': `image/${copy.format}`,
      'Cache-Control': 'private, max-age=60',
    });
  });

  mkdirSync(paths.screenDir, { recursive: true });
  app.use('/*', serveStatic({ root: paths.screenDir }));
  // Every other path is the screen's own page (its routes are the screen's).
  app.get('/*', async (c) => {
    if (c.req.path.startsWith(STAGED_PREFIX) || c.req.path.startsWith('/assets/')) {
      return c.body(null, 404);
    }
    const index = path.join(paths.screenDir, 'index.html');
    if (!existsSync(index)) return c.html(PLACEHOLDER);
    return c.html(await readFile(index, 'utf8'));
  });

  async function sizeOf(url: string) {
    const file = localPhotoPath(url);
    const bytes = file && (await readFile(path.join(paths.publicDir, file)).catch(() => undefined));
    return bytes ? photoSizeOf(bytes).catch(() => undefined) : undefined;
  }
  return { app, paths };
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The office</title></head>
<body><main><h1>The office</h1><p>The office's screen is not built yet. Stop the office (Ctrl-C) and start it again with <code>npm run office</code>.</p></main></body></html>`;
