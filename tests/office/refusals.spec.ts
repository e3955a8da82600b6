/**
 * The office's safety refusals, replayed as raw HTTP the way another program on this computer,
 * or another site open in the same browser, would send them: each is refused with a status of
 * 400 or more and a message in words, and writes nothing (the data file, git's HEAD and the
 * files under public/ as they were). The same requests with the office's own headers are
 * taken, so every refusal is the guard's and not a request the office could never answer.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ProjectForm, SaveRequest, SaveResult, UploadResult } from '../../office/api';
import { DATA_FILE_IN_GIT, expectOneCommit, snapshot } from './support/checks';
import { ownWrite, raw, refusalOf, type RawResponse } from './support/raw-http';
import { WALNUT } from './support/portfolio';
import { expect, officeForThisFile, test } from './support/test';

// Each refusal stands alone: one that fails does not skip the others.
const office = officeForThisFile({}, { session: false });

/** The photo size limit docs/office.md states: 40 MB a photo. */
const UPLOAD_LIMIT = 40 * 1024 * 1024;

const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7b4b2a' } })
    .jpeg()
    .toBuffer();

async function openedForm(): Promise<ProjectForm> {
  const answer = await raw(office(), { method: 'GET', path: `/api/projects/${WALNUT.id}` });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ProjectForm;
}

/** Walnut's form with one more bed: a real edit, as the page would send it. */
async function oneMoreBed(): Promise<SaveRequest> {
  const form = await openedForm();
  return {
    facts: { ...form.facts, beds: String(Number(form.facts.beds) + 1) },
    bins: form.bins,
    basedOn: form.basedOn,
  };
}

/** That `send` is refused in words with `status` (or any of 400–499) and wrote nothing. */
async function expectRefused(
  send: () => Promise<RawResponse>,
  status?: number | number[],
): Promise<RawResponse> {
  const before = snapshot(office());
  const answer = await send();
  if (status === undefined) {
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
  } else expect([status].flat(), answer.text).toContain(answer.status);
  const refusal = refusalOf(answer);
  expect(refusal?.message, `a message in words: ${answer.text}`).toMatch(/\w+ \w+ \w+/);
  expect(snapshot(office()), 'nothing written').toEqual(before);
  return answer;
}

const edit = (headers: Record<string, string>, body: SaveRequest) => () =>
  raw(office(), { method: 'PUT', path: `/api/projects/${WALNUT.id}`, headers, body });

const upload = (headers: Record<string, string>, name: string, body: Buffer) => () =>
  raw(office(), {
    method: 'POST',
    path: '/api/uploads',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...headers,
    },
    body,
  });

test('it listens on 127.0.0.1 only', async () => {
  const page = await raw(office(), { method: 'GET', path: '/' });
  expect(page.status).toBe(200);
  expect(page.text).toContain('<html');
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4');
  test.skip(!outward, 'this computer has no address but loopback to try');
  const reached = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: outward?.address, port: office().port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  expect(reached, `port ${office().port} on ${outward?.address}`).toBe(false);
});

test('a request for another Host is refused, reads too (DNS rebinding)', async () => {
  const port = office().port;
  for (const host of [`rebound.example:${port}`, 'rebound.example', `127.0.0.1:${port + 1}`]) {
    await expectRefused(
      () => raw(office(), { method: 'GET', path: '/api/portfolio', headers: { host } }),
      403,
    );
    await expectRefused(() => raw(office(), { method: 'GET', path: '/', headers: { host } }), 403);
  }
  const body = await oneMoreBed();
  await expectRefused(edit({ ...ownWrite(office()), host: `rebound.example:${port}` }, body), 403);
  // Its own name is answered: 127.0.0.1 or localhost, on its port.
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    const answer = await raw(office(), {
      method: 'GET',
      path: '/api/portfolio',
      headers: { host },
    });
    expect(answer.status, host).toBe(200);
  }
});

test("a change sent from another site's page is refused: a foreign Origin", async () => {
  const body = await oneMoreBed();
  for (const origin of [
    'https://evil.example',
    'null',
    `http://127.0.0.1:${office().port + 1}`,
    `http://127.0.0.1.evil.example:${office().port}`,
  ]) {
    await expectRefused(edit({ origin }, body), 403);
  }
});

test('a change that does not say where it came from is refused: no Origin', async () => {
  await expectRefused(edit({}, await oneMoreBed()), 403);
  // Nor does the browser's word that it is another site's request pass, whatever the Origin.
  await expectRefused(
    edit({ origin: office().origin, 'sec-fetch-site': 'cross-site' }, await oneMoreBed()),
    403,
  );
});

test('every write is guarded, whatever its route or content type', async () => {
  const jpeg = await smallJpeg();
  await expectRefused(upload({ origin: 'https://evil.example' }, 'IMG_1.JPG', jpeg), 403);
  await expectRefused(upload({}, 'IMG_1.JPG', jpeg), 403);
  await expectRefused(
    () =>
      raw(office(), {
        method: 'POST',
        path: '/api/identity',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'Mallory' }),
      }),
    403,
  );
  await expectRefused(
    () =>
      raw(office(), {
        method: 'DELETE',
        path: `/api/projects/${WALNUT.id}`,
        headers: { origin: 'https://evil.example' },
        body: { basedOn: {} },
      }),
    403,
  );
});

test('a value the schema refuses is refused by the server itself, beside its field', async () => {
  const form = await openedForm();
  const answer = await expectRefused(
    edit(ownWrite(office()), {
      facts: { ...form.facts, squareFeet: 'about a thousand' },
      bins: form.bins,
      basedOn: form.basedOn,
    }),
  );
  expect(refusalOf(answer)?.fields?.squareFeet).toMatch(/\w+ \w+/);
});

test('a photo over 40 MB is refused, in words', async () => {
  const jpeg = await smallJpeg();
  // A JPEG's start, then more than the limit: the size alone is what is wrong with it.
  const oversized = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_LIMIT + 1024 * 1024 - jpeg.length)]);
  const answer = await expectRefused(upload(ownWrite(office()), 'IMG_9000.JPG', oversized), 413);
  expect(refusalOf(answer)?.message).toMatch(/40 MB/);
});

test('a file that is not an image is refused by name, whatever its name', async () => {
  const text = Buffer.from('Dear office, this is a letter, not a photo.\n'.repeat(100));
  const answer = await expectRefused(upload(ownWrite(office()), 'photo.jpg', text), [400, 415]);
  expect(refusalOf(answer)?.message).toContain('photo.jpg');
  // An iPhone's HEIC: refused by name, saying what to do instead.
  const heic = Buffer.concat([
    Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
    Buffer.alloc(4096, 7),
  ]);
  const refusedHeic = await expectRefused(
    upload(ownWrite(office()), 'IMG_0104.HEIC', heic),
    [400, 415],
  );
  expect(refusalOf(refusedHeic)?.message).toContain('IMG_0104.HEIC');
  expect(refusalOf(refusedHeic)?.message).toMatch(/JPEG|Most Compatible/);
});

test('a file name never reaches outside: ../, an absolute path, a NUL', async () => {
  const jpeg = await smallJpeg();
  for (const name of ['../../../escaped.jpg', '/tmp/escaped.jpg', 'escaped.jpg\0.png']) {
    await expectRefused(upload(ownWrite(office()), name, jpeg), 400);
  }
  for (const place of [office().dir, path.dirname(office().dir), office().publicDir, '/tmp']) {
    expect(existsSync(path.join(place, 'escaped.jpg')), place).toBe(false);
  }
  // Nor does a new project's web address, or a photo a save names.
  const form = await openedForm();
  await expectRefused(() =>
    raw(office(), {
      method: 'POST',
      path: '/api/projects',
      headers: ownWrite(office()),
      body: {
        webAddress: '../../escaped',
        facts: { ...form.facts, address: '12 Escape Rd' },
        bins: { ...form.bins },
      } satisfies SaveRequest,
    }),
  );
  await expectRefused(
    edit(ownWrite(office()), {
      facts: form.facts,
      bins: {
        ...form.bins,
        exterior: [
          ...form.bins.exterior,
          {
            source: '/assets/projects/../../../../etc/hostname',
            thumbnail: '',
            width: 1,
            height: 1,
          },
        ],
      },
      basedOn: form.basedOn,
    }),
  );
});

test("the same requests with the office's own headers are taken", async () => {
  const base = office().head();
  const before = snapshot(office());
  const photo = await raw(office(), {
    method: 'POST',
    path: '/api/uploads',
    headers: {
      ...ownWrite(office()),
      'content-type': 'image/jpeg',
      'x-file-name': encodeURIComponent('IMG_0200.JPG'),
    },
    body: await smallJpeg(),
  });
  expect(photo.status, photo.text).toBe(200);
  expect((photo.body as UploadResult).source).toMatch(/^upload:/);
  // A photo waits for a save: nothing under public/ yet.
  expect(snapshot(office())).toEqual(before);

  const body = await oneMoreBed();
  const saved = await edit(ownWrite(office()), body)();
  expect(saved.status, saved.text).toBe(200);
  expect((saved.body as SaveResult).saved).toBe(true);
  expectOneCommit(office(), base, new RegExp(`^${WALNUT.address}: `), [DATA_FILE_IN_GIT]);

  // The same save again is based on a record that has changed since: refused, field by field.
  const head = office().head();
  const stale = await expectRefused(edit(ownWrite(office()), body), 409);
  expect(refusalOf(stale)?.changes?.map((change) => change.label)).toContain('Beds');

  // A save that changes nothing writes nothing.
  const form = await openedForm();
  const unchanged = await edit(ownWrite(office()), {
    facts: form.facts,
    bins: form.bins,
    basedOn: form.basedOn,
  })();
  expect(unchanged.status, unchanged.text).toBe(200);
  expect((unchanged.body as SaveResult).saved).toBe(false);
  expect(office().head()).toBe(head);
});
