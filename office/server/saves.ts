/**
 * Every change the office makes to the portfolio: an edit, a new project, a move, a take-down.
 * Each is checked whole before anything is written (the record it was based on, every value,
 * every photo), then made as one git commit of exactly what it changed (git-commit.ts). The
 * data file's text changes only in the record's own lines, in the working tree and in the
 * commit alike, so a hand edit of another record is neither committed nor lost.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { coverImage } from '../../src/features/projects/project-logic.ts';
import { checkProjectRecord } from '../../src/features/projects/project-schema.ts';
import type { PhotoSize } from '../../src/lib/responsive-image.ts';
import { projectPhotoFolder } from '../../seed/add-project-plan.ts';
import {
  addedMessage,
  editMessage,
  factChanges,
  movedMessage,
  takenDownMessage,
} from '../../seed/change-report.ts';
import { withRecordEdit } from '../../seed/data-file-text.ts';
import { namesForAdded, planNewProject } from '../../seed/office-save-plan.ts';
import { BINS, binsProblem, imagesFromBins } from '../../seed/photo-bins.ts';
import { photoFilesOf, photosLeaving } from '../../seed/photos-leaving.ts';
import { checkFacts, newRecordFacts, recordWithFacts } from '../../seed/project-form.ts';
import { sortForMove } from '../../seed/project-move.ts';
import type {
  BasedOn,
  Bins,
  MoveRequest,
  Refusal,
  SaveRequest,
  SaveResult,
  TakeDownPreview,
} from '../api.ts';
import { orderVersionOf, readDataFile, recordOf, versionOf, type DataFile } from './data-store.ts';
import { commitWrites, HeadMoved, type FileWrite } from './git-commit.ts';
import { gitBytes } from './git.ts';
import { identityName } from './git-identity.ts';
import type { OfficePaths } from './office-paths.ts';
import { thumbnailUrl, uploadToken } from './photo-urls.ts';
import { stagedPhoto } from './uploads.ts';

/** A refusal and its status: nothing was written. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal,
  ) {
    super(refusal.message);
  }
}

type RecordFields = Record<string, unknown>;

const CHANGED_SINCE =
  'This project was changed since you opened it (in another tab, or in the file by hand). Nothing was saved; the other change is kept. Reload to see it as it is now.';

export async function saveEdit(
  paths: OfficePaths,
  webAddress: string,
  request: SaveRequest,
): Promise<SaveResult> {
  const data = await readable(paths);
  const current = basedOnHolds(data, webAddress, request.basedOn);
  refuseFields(checkFacts(request.facts));
  refuseBins(request.bins);
  const images = Array.isArray(current.images) ? (current.images as RecordFields[]) : [];
  const own = new Set(
    images.flatMap((image) =>
      [image.url, image.before_url].filter((url) => typeof url === 'string'),
    ),
  );
  for (const photo of BINS.flatMap((bin) => request.bins[bin])) {
    for (const source of [photo.source, photo.before ?? []].flat()) {
      if (uploadToken(source) === undefined && !own.has(source)) {
        throw new Refused(400, {
          message: 'A photo in the bins is not one of this project’s: reload, then try again.',
        });
      }
    }
  }
  const uploads = await stagedUploads(paths, request.bins);
  const taken = new Set([
    ...(await readdir(path.join(paths.publicDir, projectPhotoFolder(webAddress))).catch(() => [])),
    // Names the records give this folder's photos, there or not (a photo yet to be restored).
    ...data.records
      .flatMap(photoFilesOf)
      .filter((file) => path.posix.dirname(file) === projectPhotoFolder(webAddress))
      .map((file) => path.posix.basename(file)),
  ]);
  const names = namesForAdded(webAddress, request.bins, (source) => uploads.has(source), taken);
  const sizes = new Map<string, PhotoSize>();
  for (const image of images) {
    if (typeof image.url === 'string' && typeof image.width === 'number') {
      sizes.set(image.url, { width: image.width, height: Number(image.height) });
    }
    if (typeof image.before_url === 'string' && typeof image.before_width === 'number') {
      sizes.set(image.before_url, {
        width: image.before_width,
        height: Number(image.before_height),
      });
    }
  }
  const record = recordWithFacts(current, request.facts);
  record.images = imagesFromBins(request.bins, images, (source) => ({
    url: names.get(source) ?? source,
    ...(uploads.get(source)?.size ?? sizes.get(source)),
  }));
  refuseRecord(record);
  const changes = factChanges(current, record);
  if (JSON.stringify(record) === JSON.stringify(current)) {
    return { saved: false, message: 'Nothing changed, so nothing was saved.', webAddress };
  }
  const others = data.records.map((each) => (each === current ? record : each));
  const writes: FileWrite[] = [
    ...[...names].map(([source, url]) => photoWrite(url, uploads.get(source)?.data ?? null)),
    ...photosLeaving(data.records, others).map((file) => photoWrite(`/${file}`, null)),
  ];
  const address = addressOf(current);
  return commit(paths, data, webAddress, record, writes, editMessage(address, changes), 'edit');
}

export async function saveNew(paths: OfficePaths, request: SaveRequest): Promise<SaveResult> {
  const data = await readable(paths);
  const webAddress = (request.webAddress ?? '').trim();
  const taken = data.records.flatMap((record) => {
    const id = isObject(record) ? record.id : undefined;
    return typeof id === 'string' ? [id] : [];
  });
  refuseFields(checkFacts(request.facts, { webAddress, taken }));
  refuseBins(request.bins);
  if (
    BINS.some((bin) => request.bins[bin].some((photo) => uploadToken(photo.source) === undefined))
  ) {
    throw new Refused(400, { message: 'A new project’s photos must be added to it here.' });
  }
  const folder = path.join(paths.publicDir, projectPhotoFolder(webAddress));
  const stray = await readdir(folder).catch(() => []);
  if (stray.length > 0) {
    throw new Refused(422, {
      message: `The folder for ${webAddress} already holds ${stray.length} file${stray.length === 1 ? '' : 's'} that no project shows: choose another web address.`,
      fields: {
        webAddress: `Web address ${webAddress} has photos of its own already: choose another`,
      },
    });
  }
  const uploads = await stagedUploads(paths, request.bins);
  const plan = planNewProject(
    webAddress,
    newRecordFacts(request.facts),
    request.bins,
    data.records,
    (source) => uploads.get(source)?.size,
  );
  if ('problems' in plan) {
    throw new Refused(422, { message: `It cannot be added: ${plan.problems.join('; ')}.` });
  }
  const writes = plan.files.map(({ source, name }) =>
    photoWrite(`/${projectPhotoFolder(webAddress)}/${name}`, uploads.get(source)?.data ?? null),
  );
  const photos = BINS.reduce((count, bin) => count + request.bins[bin].length, 0);
  const message = addedMessage(addressOf(plan.record), photos);
  return commit(paths, data, webAddress, plan.record, writes, message, 'add');
}

export async function saveMove(
  paths: OfficePaths,
  webAddress: string,
  request: MoveRequest,
): Promise<SaveResult> {
  const data = await readable(paths);
  const current = basedOnHolds(data, webAddress, request.basedOn);
  if (request.orderVersion !== orderVersionOf(data)) {
    throw new Refused(409, {
      message:
        'The list’s order changed since it was shown (another tab, or the file by hand). Nothing was moved. Reload to see it as it is now.',
      changes: [],
    });
  }
  const from = data.projects.findIndex((project) => project.id === webAddress);
  const count = data.projects.length;
  const to = Math.max(0, Math.min(Math.trunc(request.to), count - 1));
  if (from < 0)
    throw new Refused(422, {
      message: 'This project cannot be moved until its problems in the file are fixed.',
    });
  if (from === to) return { saved: false, message: 'It is already there.', webAddress };
  const sort = sortForMove(
    data.projects.map((project) => project.sort),
    from,
    to,
  );
  const record = { ...current, sort };
  const message = movedMessage(addressOf(current), to, count);
  return commit(paths, data, webAddress, record, [], message, 'move');
}

export async function takeDownPreview(
  paths: OfficePaths,
  webAddress: string,
): Promise<TakeDownPreview> {
  const data = await readable(paths);
  const current = recordOf(data, webAddress);
  if (!isObject(current)) throw new Refused(404, { message: 'There is no such project.' });
  const photos = photosLeaving(
    data.records,
    data.records.filter((each) => each !== current),
  );
  const kept = photoFilesOf(current).length - photos.length;
  const project = data.projects.find((each) => each.id === webAddress);
  const cover = project && coverImage(project);
  return {
    address: addressOf(current),
    thumbnail: cover ? thumbnailUrl(cover.url) : null,
    goes: [
      'The project’s record: its page and its card leave the site at the next release',
      `${photos.length} photo${photos.length === 1 ? '' : 's'}`,
      ...(kept > 0 ? [`(${kept} photo${kept === 1 ? '' : 's'} another project shows stay)`] : []),
    ],
  };
}

export async function saveTakeDown(
  paths: OfficePaths,
  webAddress: string,
  basedOn: BasedOn,
): Promise<SaveResult> {
  const data = await readable(paths);
  const current = basedOnHolds(data, webAddress, basedOn);
  const photos = photosLeaving(
    data.records,
    data.records.filter((each) => each !== current),
  );
  const writes = photos.map((file) => photoWrite(`/${file}`, null));
  const message = takenDownMessage(addressOf(current));
  return commit(paths, data, webAddress, null, writes, message, 'take-down');
}

/** The commit: the record's edit applied to HEAD's data file and to the working tree's. */
async function commit(
  paths: OfficePaths,
  data: DataFile,
  webAddress: string,
  record: RecordFields | null,
  photos: FileWrite[],
  message: string,
  kind: string,
): Promise<SaveResult> {
  if ((await identityName(paths.root)) === null) {
    throw new Refused(409, {
      message: 'Say your name first: the office signs each saved change with it.',
    });
  }
  const head = await gitBytes(paths.root, ['show', `HEAD:${paths.dataFileInGit}`], {
    okCodes: [128],
  });
  const working = withRecordEdit(data.text, webAddress, record);
  let committed = working;
  if (head.code === 0) {
    try {
      committed = withRecordEdit(head.stdout.toString('utf8'), webAddress, record);
    } catch {
      // HEAD's file cannot be read record by record: the working tree's is committed.
    }
  }
  const writes: FileWrite[] = [
    ...photos,
    { path: paths.dataFileInGit, committed: Buffer.from(committed), working: Buffer.from(working) },
  ];
  let change;
  try {
    change = await commitWrites(paths.root, { message, kind, writes });
  } catch (error) {
    if (error instanceof HeadMoved) {
      throw new Refused(409, {
        message:
          'The checkout changed while saving (a git command ran meanwhile). Nothing was saved: try again.',
      });
    }
    throw error;
  }
  return {
    saved: true,
    message: `Saved: ${message}.`,
    webAddress,
    ...(change && { change: { id: change.id, message, when: change.when } }),
  };
}

async function readable(paths: OfficePaths): Promise<DataFile> {
  const data = await readDataFile(paths);
  if ('problem' in data) throw new Refused(409, { message: data.problem });
  return data;
}

/** The record as the file holds it now, if it is still the one the screen opened. */
function basedOnHolds(
  data: DataFile,
  webAddress: string,
  basedOn: BasedOn | undefined,
): RecordFields {
  const current = recordOf(data, webAddress);
  if (!isObject(current)) {
    throw new Refused(409, {
      message:
        'This project is no longer in the file (taken down in another tab, or by hand). Nothing was saved.',
      changes: factChanges(basedOn?.record, undefined),
    });
  }
  if (!basedOn || basedOn.version !== versionOf(current)) {
    throw new Refused(409, {
      message: CHANGED_SINCE,
      changes: factChanges(basedOn?.record, current),
    });
  }
  return current;
}

function refuseFields(fields: Refusal['fields']): void {
  if (fields && Object.keys(fields).length > 0) {
    throw new Refused(422, {
      message: 'Some facts need fixing (see beside each one). Nothing was saved.',
      fields,
    });
  }
}

function refuseBins(bins: Bins): void {
  const problem = binsProblem(bins);
  if (problem) throw new Refused(422, { message: `${problem} Nothing was saved.` });
}

function refuseRecord(record: RecordFields): void {
  const check = checkProjectRecord(record);
  if (!check.ok) {
    throw new Refused(422, {
      message: `The project cannot be saved as it is (${check.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}). Nothing was saved.`,
    });
  }
}

/** Every photo added in the bins, cleaned and waiting; refused when one is gone. */
async function stagedUploads(
  paths: OfficePaths,
  bins: Bins,
): Promise<Map<string, { data: Buffer; size: PhotoSize }>> {
  const uploads = new Map<string, { data: Buffer; size: PhotoSize }>();
  for (const photo of BINS.flatMap((bin) => bins[bin])) {
    for (const source of [photo.source, photo.before ?? []].flat()) {
      if (uploadToken(source) === undefined) continue;
      const staged = await stagedPhoto(paths, source);
      if (!staged) {
        throw new Refused(409, {
          message:
            'A photo you added is no longer waiting to be saved (the office was restarted): add it again.',
        });
      }
      uploads.set(source, staged);
    }
  }
  return uploads;
}

function photoWrite(url: string, bytes: Buffer | null): FileWrite {
  return { path: `public${url}`, committed: bytes, working: bytes };
}

function addressOf(record: unknown): string {
  const address =
    isObject(record) && isObject(record.address) ? record.address.address_line_1 : undefined;
  return typeof address === 'string' ? address : 'The project';
}

function isObject(value: unknown): value is RecordFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
