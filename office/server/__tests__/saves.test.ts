import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cameraPhoto } from '../../../tooling/camera-photo.ts';
import type { Portfolio, ProjectForm, SaveResult, SavedChanges, UploadResult } from '../../api.ts';
import { DATA_FILE, makeCheckout, type Checkout } from './office-checkout.ts';

let checkout: Checkout;
beforeEach(async () => {
  checkout = await makeCheckout();
});
afterEach(async () => {
  await checkout.remove();
});

const form = async (webAddress: string) =>
  (await (await checkout.request(`/api/projects/${webAddress}`)).json()) as ProjectForm;

/** Opens the project's form, changes it, and saves it as the screen does. */
async function save(webAddress: string, change: (opened: ProjectForm) => void = () => {}) {
  const opened = await form(webAddress);
  change(opened);
  return checkout.send('PUT', `/api/projects/${webAddress}`, {
    facts: opened.facts,
    bins: opened.bins,
    basedOn: opened.basedOn,
  });
}

/** The lines that differ between two texts, as `git diff` would count them. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  let start = 0;
  while (old[start] === now[start] && start < old.length) start += 1;
  let end = 0;
  while (end < old.length - start && old.at(-1 - end) === now.at(-1 - end)) end += 1;
  return [
    ...old.slice(start, old.length - end).map((l) => `-${l}`),
    ...now.slice(start, now.length - end).map((l) => `+${l}`),
  ];
}

const headFiles = () => checkout.git('show', '--name-only', '--format=', 'HEAD').split('\n');

describe('a save', () => {
  it('marks a house sold in its record’s lines only, as one commit in words', async () => {
    const before = await checkout.read(DATA_FILE);
    const response = await save('20-elm-st', (opened) => {
      opened.facts.status = 'sold';
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as SaveResult;
    expect(result).toMatchObject({ saved: true, message: 'Saved: 20 Elm St: sold in 2026.' });
    const after = await checkout.read(DATA_FILE);
    expect(changedLines(before, after)).toEqual([
      '-      "is_sold": false,',
      '-      "pending_sale": false,',
      '-      "year_sold": null,',
      '+      "is_sold": true,',
      '+      "pending_sale": false,',
      '+      "year_sold": 2026,',
    ]);
    expect(checkout.git('log', '-1', '--format=%B')).toBe(
      '20 Elm St: sold in 2026\n\nOffice-Change: edit',
    );
    expect(checkout.git('show', `HEAD:${DATA_FILE}`) + '\n').toBe(after);
    expect(headFiles()).toEqual([DATA_FILE]);
    expect(result.change?.id).toBe(checkout.git('rev-parse', 'HEAD'));
    expect(checkout.git('status', '--porcelain')).toBe('');
  });

  it('takes "1,950" for square feet', async () => {
    await save('10-oak-st', (opened) => {
      opened.facts.squareFeet = '1,950';
    });
    const data = JSON.parse(await checkout.read(DATA_FILE));
    expect(data.projects[0].sq_footage).toBe(1950);
    expect(checkout.git('log', '-1', '--format=%s')).toBe('10 Oak St: square feet 1,950');
  });

  it('writes nothing when nothing changed', async () => {
    const before = await checkout.read(DATA_FILE);
    const head = checkout.git('rev-parse', 'HEAD');
    const result = (await (await save('10-oak-st')).json()) as SaveResult;
    expect(result.saved).toBe(false);
    expect(await checkout.read(DATA_FILE)).toBe(before);
    expect(checkout.git('rev-parse', 'HEAD')).toBe(head);
  });

  it('refuses a bad value beside its field, and writes nothing', async () => {
    const before = await checkout.read(DATA_FILE);
    const response = await save('10-oak-st', (opened) => {
      opened.facts.beds = 'three';
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      fields: { beds: 'Beds must be a number of bedrooms, like 3' },
    });
    expect(await checkout.read(DATA_FILE)).toBe(before);
  });

  it('neither commits nor touches other files, tracked or not, dirty or not', async () => {
    await checkout.write('README.md', 'Edited by hand.\n');
    await checkout.write('notes.txt', 'Untracked.\n');
    checkout.git('add', 'README.md');
    await checkout.write('README.md', 'Edited again, not staged.\n');
    await save('10-oak-st', (opened) => {
      opened.facts.beds = '4';
    });
    expect(headFiles()).toEqual([DATA_FILE]);
    expect(await checkout.read('README.md')).toBe('Edited again, not staged.\n');
    expect(await checkout.read('notes.txt')).toBe('Untracked.\n');
    // The user's index keeps what they staged.
    expect(checkout.git('show', ':README.md')).toBe('Edited by hand.');
    expect(checkout.git('status', '--porcelain').split('\n').sort()).toEqual([
      '?? notes.txt',
      'MM README.md',
    ]);
  });

  it('keeps a hand edit of another record in the working tree, and commits only its own', async () => {
    const handEdited = (await checkout.read(DATA_FILE)).replace(
      '"sq_footage": 1530',
      '"sq_footage": 1777',
    );
    await checkout.write(DATA_FILE, handEdited);
    await save('10-oak-st', (opened) => {
      opened.facts.beds = '5';
    });
    const working = JSON.parse(await checkout.read(DATA_FILE));
    expect(working.projects[2].sq_footage).toBe(1777);
    expect(working.projects[0].beds).toBe(5);
    const committed = JSON.parse(checkout.git('show', `HEAD:${DATA_FILE}`));
    expect(committed.projects[2].sq_footage).toBe(1530);
    expect(committed.projects[0].beds).toBe(5);
    expect(checkout.git('diff', '--stat')).toMatch(/1 insertion\(\+\), 1 deletion/);
  });

  it('refuses a save based on a record changed since, with the field report, and writes nothing', async () => {
    const opened = await form('10-oak-st');
    const handEdited = (await checkout.read(DATA_FILE)).replace(
      '"sq_footage": 1510',
      '"sq_footage": 1600',
    );
    await checkout.write(DATA_FILE, handEdited);
    const head = checkout.git('rev-parse', 'HEAD');
    opened.facts.beds = '9';
    const response = await checkout.send('PUT', '/api/projects/10-oak-st', {
      facts: opened.facts,
      bins: opened.bins,
      basedOn: opened.basedOn,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(/changed since you opened it.*the other change is kept/),
      changes: [{ label: 'Square feet', opened: '1,510', now: '1,600' }],
    });
    expect(await checkout.read(DATA_FILE)).toBe(handEdited);
    expect(checkout.git('rev-parse', 'HEAD')).toBe(head);
  });

  it('asks for a name before the first save when git has none', async () => {
    checkout.git('config', '--unset', 'user.name');
    expect(await (await checkout.request('/api/identity')).json()).toEqual({ name: null });
    expect((await save('10-oak-st', (o) => void (o.facts.beds = '4'))).status).toBe(409);
    await checkout.send('POST', '/api/identity', { name: 'Pat Smith' });
    expect(checkout.git('config', '--local', 'user.name')).toBe('Pat Smith');
    expect((await save('10-oak-st', (o) => void (o.facts.beds = '4'))).status).toBe(200);
    expect(checkout.git('log', '-1', '--format=%an')).toBe('Pat Smith');
  });
});

describe('photos in an edit', () => {
  it('stores a photo added to a bin, deletes one removed, in the same commit, and undoes both', async () => {
    const kitchen = 'public/assets/projects/10-oak-st/kitchen-1.webp';
    const kept = await checkout.bytes(kitchen);
    const uploaded = (await (
      await checkout.request('/api/uploads', {
        method: 'POST',
        body: new Uint8Array(await cameraPhoto({ width: 640, height: 480 })),
        headers: { 'X-File-Name': 'IMG_7.JPG' },
      })
    ).json()) as UploadResult;
    const response = await save('10-oak-st', (opened) => {
      opened.bins.kitchen = [];
      opened.bins.rooms = [uploaded];
    });
    expect(response.status).toBe(200);
    expect(checkout.git('log', '-1', '--format=%s')).toBe('10 Oak St: photos changed');
    expect(headFiles().sort()).toEqual(
      [
        DATA_FILE,
        kitchen,
        'public/assets/projects/10-oak-st/kitchen-1-before.webp',
        'public/assets/projects/10-oak-st/room-1.webp',
      ].sort(),
    );
    expect(await checkout.bytes(kitchen)).toBeUndefined();
    const images = JSON.parse(await checkout.read(DATA_FILE)).projects[0].images;
    expect(images.map((image: { url: string }) => image.url)).toEqual([
      '/assets/projects/10-oak-st/cover.webp',
      '/assets/projects/10-oak-st/room-1.webp',
    ]);
    expect(images[1]).toMatchObject({ room: true, main: false, width: 640, height: 480 });

    const { changes } = (await (await checkout.request('/api/changes')).json()) as SavedChanges;
    expect((await checkout.send('POST', `/api/changes/${changes[0]?.id}/undo`, {})).status).toBe(
      200,
    );
    expect(await checkout.bytes(kitchen)).toEqual(kept);
    expect(await checkout.bytes('public/assets/projects/10-oak-st/room-1.webp')).toBeUndefined();
    expect(checkout.git('status', '--porcelain')).toBe('');
  });
});

describe('a move', () => {
  it('changes only the moved project’s sort, and says where it went', async () => {
    const before = await checkout.read(DATA_FILE);
    const portfolio = (await (await checkout.request('/api/portfolio')).json()) as Portfolio;
    const row = portfolio.rows[2];
    const response = await checkout.send('POST', '/api/projects/30-ash-st/move', {
      basedOn: row?.basedOn,
      orderVersion: portfolio.orderVersion,
      to: 0,
    });
    expect(response.status).toBe(200);
    expect(changedLines(before, await checkout.read(DATA_FILE))).toEqual([
      '-      "sort": 30,',
      '+      "sort": 9,',
    ]);
    expect(checkout.git('log', '-1', '--format=%s')).toBe('30 Ash St: moved to 1st of 3');
    const after = (await (await checkout.request('/api/portfolio')).json()) as Portfolio;
    expect(after.rows.map((each) => each.webAddress)).toEqual([
      '30-ash-st',
      '10-oak-st',
      '20-elm-st',
    ]);
    // The order it was based on is gone: a second move from the old list is refused.
    const again = await checkout.send('POST', '/api/projects/10-oak-st/move', {
      basedOn: portfolio.rows[0]?.basedOn,
      orderVersion: portfolio.orderVersion,
      to: 2,
    });
    expect(again.status).toBe(409);
  });
});

describe('a take-down', () => {
  it('removes the record and the photos no other project names, and its undo restores them byte for byte', async () => {
    // One photo git never held: its bytes must come back too.
    checkout.git('rm', '-q', '--cached', 'public/assets/projects/10-oak-st/kitchen-1-before.webp');
    checkout.git('commit', '-q', '-m', 'Untrack a photo');
    const files = [
      'public/assets/projects/10-oak-st/cover.webp',
      'public/assets/projects/10-oak-st/kitchen-1.webp',
      'public/assets/projects/10-oak-st/kitchen-1-before.webp',
    ];
    const bytes = await Promise.all(files.map(checkout.bytes));
    const dataBefore = await checkout.read(DATA_FILE);

    const preview = await (await checkout.request('/api/projects/10-oak-st/take-down')).json();
    expect(preview).toMatchObject({
      address: '10 Oak St',
      thumbnail: '/thumbnails/assets/projects/10-oak-st/cover.webp',
      goes: [expect.any(String), '3 photos'],
    });
    const opened = await form('10-oak-st');
    const response = await checkout.send('DELETE', '/api/projects/10-oak-st', {
      basedOn: opened.basedOn,
    });
    expect(response.status).toBe(200);
    const { change } = (await response.json()) as SaveResult;
    for (const file of files) expect(await checkout.bytes(file)).toBeUndefined();
    expect(
      JSON.parse(await checkout.read(DATA_FILE)).projects.map((p: { id: string }) => p.id),
    ).toEqual(['20-elm-st', '30-ash-st']);
    expect(checkout.git('log', '-1', '--format=%s')).toBe('10 Oak St: taken down');
    // A photo another project names stays.
    expect(await checkout.bytes('public/shared/street.webp')).toBeDefined();

    const changes = (await (await checkout.request('/api/changes')).json()) as SavedChanges;
    expect(changes.changes.map((each) => each.message)).toEqual(['10 Oak St: taken down']);
    const undo = await checkout.send('POST', `/api/changes/${change?.id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(await checkout.read(DATA_FILE)).toBe(dataBefore);
    expect(await Promise.all(files.map(checkout.bytes))).toEqual(bytes);
    expect(checkout.git('status', '--porcelain')).toBe(
      '?? public/assets/projects/10-oak-st/kitchen-1-before.webp',
    );
    expect(checkout.git('log', '-1', '--format=%s')).toBe('Undone: 10 Oak St: taken down');
    expect(
      ((await (await checkout.request('/api/changes')).json()) as SavedChanges).changes,
    ).toEqual([]);
  });
});

describe('saved changes', () => {
  it('lists the office’s commits since the last release, newest first, and undoes one as a new commit', async () => {
    await save('10-oak-st', (o) => void (o.facts.beds = '4'));
    checkout.git('update-ref', 'refs/office/live', 'HEAD');
    await save('20-elm-st', (o) => void (o.facts.status = 'pending'));
    await checkout.write('README.md', 'A commit of the developer’s own.\n');
    checkout.git('commit', '-q', '-am', 'By hand');
    await save('30-ash-st', (o) => void (o.facts.fullRenovation = true));
    const { changes } = (await (await checkout.request('/api/changes')).json()) as SavedChanges;
    expect(changes.map((each) => each.message)).toEqual([
      '30 Ash St: full renovation',
      '20 Elm St: pending',
    ]);
    const head = checkout.git('rev-parse', 'HEAD');
    const undo = await checkout.send('POST', `/api/changes/${changes[1]?.id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(checkout.git('rev-parse', 'HEAD^')).toBe(head);
    const data = JSON.parse(await checkout.read(DATA_FILE));
    expect(data.projects[1].pending_sale).toBe(false);
    expect(data.projects[2].full_renovation).toBe(true);
    expect(checkout.git('status', '--porcelain')).toBe('');
  });

  it('refuses an undo when the record changed again since', async () => {
    const first = (await (
      await save('10-oak-st', (o) => void (o.facts.beds = '4'))
    ).json()) as SaveResult;
    await save('10-oak-st', (o) => void (o.facts.beds = '6'));
    const head = checkout.git('rev-parse', 'HEAD');
    const undo = await checkout.send('POST', `/api/changes/${first.change?.id}/undo`, {});
    expect(undo.status).toBe(409);
    expect((await undo.json()).message).toMatch(/changed again since/);
    expect(checkout.git('rev-parse', 'HEAD')).toBe(head);
  });
});

describe('a new project', () => {
  it('is added from three phone photos, cleaned as add-project cleans them, in one commit', async () => {
    const upload = async (name: string, bytes: Buffer) =>
      (await (
        await checkout.request('/api/uploads', {
          method: 'POST',
          body: new Uint8Array(bytes),
          headers: { 'X-File-Name': encodeURIComponent(name) },
        })
      ).json()) as UploadResult;
    const sideways = await upload(
      'IMG_0001.JPG',
      await cameraPhoto({ width: 900, height: 1200, orientation: 6 }),
    );
    const kitchen = await upload(
      'IMG_0002.JPG',
      await cameraPhoto({ width: 3000, height: 2000, seed: 2 }),
    );
    const bath = await upload(
      'IMG 0003.jpeg',
      await cameraPhoto({ width: 800, height: 600, seed: 3 }),
    );
    expect(sideways).toMatchObject({
      width: 900,
      height: 1200,
      source: expect.stringMatching(/^upload:/),
    });
    const thumbnail = await checkout.request(sideways.thumbnail);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const facts = { ...(await form('10-oak-st')).facts, address: '2417 N Maple St', listing: '' };
    const response = await checkout.send('POST', '/api/projects', {
      webAddress: '2417-n-maple-st',
      facts,
      bins: {
        cover: [sideways],
        exterior: [],
        interior: [],
        kitchen: [kitchen],
        baths: [bath],
        rooms: [],
      },
    });
    expect(response.status).toBe(200);
    expect(checkout.git('log', '-1', '--format=%s')).toBe('2417 N Maple St: added with 3 photos');
    const folder = 'public/assets/projects/2417-n-maple-st';
    expect(headFiles().sort()).toEqual(
      [
        DATA_FILE,
        `${folder}/bath-1.webp`,
        `${folder}/cover.webp`,
        `${folder}/kitchen-1.webp`,
      ].sort(),
    );
    const cover = await sharp(path.join(checkout.root, folder, 'cover.webp')).metadata();
    expect([cover.width, cover.height, cover.exif, cover.orientation]).toEqual([
      900,
      1200,
      undefined,
      undefined,
    ]);
    expect((await sharp(path.join(checkout.root, folder, 'kitchen-1.webp')).metadata()).width).toBe(
      2560,
    );
    const added = JSON.parse(await checkout.read(DATA_FILE)).projects.at(-1);
    expect(added).toMatchObject({
      id: '2417-n-maple-st',
      sort: 31,
      address: { address_line_1: '2417 N Maple St' },
    });
    expect(added).not.toHaveProperty('post');
    expect(added.images[0]).toMatchObject({
      url: `/${folder.slice(7)}/cover.webp`,
      main: true,
      width: 900,
      height: 1200,
    });
    // The staged copies are not left behind in the checkout's status.
    expect(
      execFileSync('git', ['status', '--porcelain'], { cwd: checkout.root, encoding: 'utf8' }),
    ).toBe('');
  });
});
