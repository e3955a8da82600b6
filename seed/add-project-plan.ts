/**
 * Decides what `npm run add-project` writes, and everything that is wrong with the folder,
 * without touching the disk: the command reads, encodes and writes around these functions.
 */
import { formatDataFile } from '../src/features/projects/data-file';
import { SECTION_ORDER, type SectionKey } from '../src/features/projects/project-logic';
import { parseProjectRecords } from '../src/features/projects/project-records';
import { PROJECT_KEYS, type ProjectImage } from '../src/features/projects/project-schema';
import type { PhotoSize } from '../src/lib/responsive-image';
import { PHOTO_FORMAT_HINT } from '../tooling/record-photos';
import type { AddProjectOptions } from './add-project-options';
import type { ProjectFolder } from './add-project-folder';

/** An image's flags in the schema: `main` (the cover) and one per carousel section. */
type Flag = {
  [Key in keyof ProjectImage]-?: ProjectImage[Key] extends boolean ? Key : never;
}[keyof ProjectImage];

/** Each carousel section's folder in a project folder, and its stored files' stem. */
const SECTION_FOLDERS: Record<SectionKey & Flag, { folder: string; stem: string }> = {
  exterior: { folder: 'exterior', stem: 'exterior' },
  interior: { folder: 'interior', stem: 'interior' },
  kitchen: { folder: 'kitchen', stem: 'kitchen' },
  bathroom: { folder: 'baths', stem: 'bath' },
  room: { folder: 'rooms', stem: 'room' },
};

/** The section folders in the details page's carousel order, and the flag each sets. */
const SECTIONS: { folder: string; flag: Flag; stem: string }[] = SECTION_ORDER.map((flag) => ({
  flag,
  ...SECTION_FOLDERS[flag],
}));

/** What project.json may hold: a record's fields but `id` and `images`, which the folder gives. */
const FACTS: readonly string[] = PROJECT_KEYS.filter((key) => key !== 'id' && key !== 'images');

const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;
const HEIC = /\.(?:heic|heif)$/i;
/** `IMG_12.before.jpg`: the view of `IMG_12.jpg` before the work; group 1 is `IMG_12`. */
const BEFORE = /^(.+)\.before\.[^.]+$/i;

/** A folder's stored files' stem: `cover`, or a section folder's (`baths` → `bath`). */
export function storedStem(folder: string): string | undefined {
  if (folder === 'cover') return 'cover';
  return SECTIONS.find((section) => section.folder === folder)?.stem;
}

/** Where photos are stored, relative to public/. */
export function projectPhotoFolder(id: string): string {
  return `assets/projects/${id}`;
}

type PhotoFile = {
  /** The file in the project folder, e.g. `kitchen/IMG_0012.JPG`. */
  source: string;
  /** The clean master's file name in the project's photo folder, e.g. `kitchen-2.webp`. */
  name: string;
};

type PhotoJob = PhotoFile & {
  flag: Flag;
  /** The same view before the work (`IMG_0012.before.jpg`), stored as `kitchen-2-before.webp`. */
  before?: PhotoFile;
};

type FolderPlan = {
  id: string;
  sort: number;
  facts: Record<string, unknown>;
  photos: PhotoJob[];
  /** Files left out, with why, to list for the user. */
  skipped: string[];
  /** Everything wrong: any one of these and nothing is written. */
  problems: string[];
  /** The position of the record being replaced, or -1 for a new project. */
  replacing: number;
};

export function planFolder(
  folder: ProjectFolder,
  options: Pick<AddProjectOptions, 'id' | 'sort' | 'replace'>,
  existing: readonly unknown[],
): FolderPlan {
  const problems: string[] = [];
  const skipped: string[] = [];
  const facts = readFacts(folder.facts, problems);

  const id = options.id ?? folder.name;
  const replacing = existing.findIndex((record) => idOf(record) === id);
  if (replacing >= 0 && !options.replace) {
    problems.push(
      `a project with id "${id}" is already in the data file: pass --replace to replace it, or --id to choose another id`,
    );
  }

  const photos: PhotoJob[] = [];
  const covers = folder.files.filter((file) => /^cover\./i.test(file) && !BEFORE.test(file));
  const cover = covers.find((file) => PHOTO.test(file));
  if (covers.length > 1) problems.push(`more than one cover photo: ${covers.join(', ')}`);
  else if (!cover) problems.push('no cover photo (cover.jpg)');
  const coverBefores = folder.files.filter((file) => /^cover\.before\./i.test(file));
  const coverBeforePhotos = coverBefores.filter((file) => PHOTO.test(file));
  if (cover) {
    photos.push({
      source: cover,
      name: 'cover.webp',
      flag: 'main',
      before: beforePhoto(cover, coverBeforePhotos, '', 'cover', problems),
    });
  } else {
    for (const file of coverBeforePhotos) problems.push(withoutAfter(file));
  }
  for (const file of folder.files) {
    if (file === 'project.json' || covers.includes(file) || coverBefores.includes(file)) continue;
    skipped.push(
      PHOTO.test(file)
        ? `${file} (a photo outside the section folders: move it into exterior/, kitchen/, …)`
        : `${file} (not a photo)`,
    );
  }
  for (const file of [...covers, ...coverBefores].filter((name) => !PHOTO.test(name))) {
    problems.push(notAPhoto(file));
  }

  const known = new Set(SECTIONS.map((section) => section.folder));
  for (const [name, files] of Object.entries(folder.folders)) {
    if (!known.has(name.toLowerCase())) {
      skipped.push(
        `${name}/ (${files.length} files; section folders are ${[...known].join(', ')})`,
      );
    }
  }
  for (const section of SECTIONS) {
    const [name] = Object.keys(folder.folders).filter(
      (folderName) => folderName.toLowerCase() === section.folder,
    );
    if (name === undefined) continue;
    const files = [...(folder.folders[name] ?? [])].sort(byFileName);
    const befores = files.filter((file) => BEFORE.test(file) && PHOTO.test(file));
    const paired = new Set<string>();
    let count = 0;
    for (const file of files) {
      const source = `${name}/${file}`;
      if (HEIC.test(file)) problems.push(notAPhoto(source));
      else if (!PHOTO.test(file)) skipped.push(`${source} (not a photo)`);
      else if (!befores.includes(file)) {
        count += 1;
        const stem = `${section.stem}-${count}`;
        const mine = befores.filter((before) => sameStem(BEFORE.exec(before)?.[1] ?? '', file));
        for (const before of mine) paired.add(before);
        photos.push({
          source,
          name: `${stem}.webp`,
          flag: section.flag,
          before: beforePhoto(source, mine, `${name}/`, stem, problems),
        });
      }
    }
    for (const before of befores.filter((file) => !paired.has(file))) {
      problems.push(withoutAfter(`${name}/${before}`));
    }
  }

  const sort =
    options.sort ??
    (typeof facts.sort === 'number' ? facts.sort : undefined) ??
    (replacing >= 0 ? sortOf(existing[replacing]) : undefined) ??
    nextSort(existing);
  return { id, sort, facts, photos, skipped, problems, replacing };
}

/** Every file to encode and store: each photo, then its before photo when it has one. */
export function photoFiles(plan: Pick<FolderPlan, 'photos'>): PhotoFile[] {
  return plan.photos.flatMap(({ source, name, before }) => [
    { source, name },
    ...(before ? [before] : []),
  ]);
}

/** The record to write, once every photo is encoded and measured; or what is wrong with it. */
export function projectRecord(
  plan: FolderPlan,
  sizes: ReadonlyMap<string, PhotoSize>,
): { record: Record<string, unknown>; problems: string[] } {
  const folder = `/${projectPhotoFolder(plan.id)}`;
  const images = plan.photos.map((photo) => {
    const beforeSize = photo.before && sizes.get(photo.before.source);
    return {
      url: `${folder}/${photo.name}`,
      main: photo.flag === 'main',
      exterior: photo.flag === 'exterior',
      interior: photo.flag === 'interior',
      kitchen: photo.flag === 'kitchen',
      room: photo.flag === 'room',
      bathroom: photo.flag === 'bathroom',
      ...sizes.get(photo.source),
      ...(photo.before && { before_url: `${folder}/${photo.before.name}` }),
      ...(beforeSize && { before_width: beforeSize.width, before_height: beforeSize.height }),
    };
  });
  // id and sort first, as in the data file; the plan's sort already took project.json's.
  const record = { id: plan.id, ...plan.facts, sort: plan.sort, images };
  const { problems } = parseProjectRecords([record]);
  return {
    record,
    problems: problems.map((problem) =>
      problem.field === 'id'
        ? `project id "${plan.id}" ${problem.message}: rename the folder or pass --id`
        : `project.json: "${problem.field}" ${problem.message}`,
    ),
  };
}

/** The data file with the record added last, or in place of the one it replaces. */
export function dataFileWith(
  data: { projects: unknown[] },
  record: Record<string, unknown>,
  replacing: number,
): string {
  const projects = [...data.projects];
  if (replacing >= 0) projects.splice(replacing, 1, record);
  else projects.push(record);
  return formatDataFile({ ...data, projects });
}

function readFacts(text: string | undefined, problems: string[]): Record<string, unknown> {
  if (text === undefined) {
    problems.push('no project.json: the facts (beds, baths, sq_footage, address, …) go there');
    return {};
  }
  let facts: unknown;
  try {
    facts = JSON.parse(text);
  } catch (error) {
    problems.push(
      `project.json: not valid JSON (${error instanceof Error ? error.message : error})`,
    );
    return {};
  }
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) {
    problems.push('project.json: must be an object of facts ({ "beds": 3, … })');
    return {};
  }
  for (const key of Object.keys(facts)) {
    if (key === 'id' || key === 'images') {
      problems.push(
        `project.json: "${key}" comes from the folder, not from project.json: remove it`,
      );
    } else if (!FACTS.includes(key)) {
      problems.push(`project.json: "${key}" is not a project field (${FACTS.join(', ')})`);
    }
  }
  return facts as Record<string, unknown>;
}

/**
 * The one before photo of `after` among the candidates that name it, stored as
 * `<stem>-before.webp`; more than one is a problem (which of them is meant?).
 */
function beforePhoto(
  after: string,
  candidates: readonly string[],
  folder: string,
  stem: string,
  problems: string[],
): PhotoFile | undefined {
  if (candidates.length > 1) {
    problems.push(
      `${after}: more than one before photo (${candidates.map((file) => folder + file).join(', ')}): keep one`,
    );
  }
  const [before] = candidates;
  return before === undefined
    ? undefined
    : { source: folder + before, name: `${stem}-before.webp` };
}

/** `IMG_1` is the stem of `IMG_1.jpg` and of `img_1.PNG`: a before photo's format may differ. */
function sameStem(stem: string, file: string): boolean {
  return file.replace(/\.[^.]+$/, '').toLowerCase() === stem.toLowerCase();
}

function withoutAfter(file: string): string {
  const after = file.replace(/\.before(\.[^.]+)$/i, '$1');
  return `${file}: a before photo without its after photo (${after}): add that photo, or remove or rename this one`;
}

function notAPhoto(file: string): string {
  return `${file}: not a photo the site can use: ${PHOTO_FORMAT_HINT}`;
}

/** File-name order as a person reads it: IMG_2 before IMG_10. */
function byFileName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

function idOf(record: unknown): unknown {
  return typeof record === 'object' && record !== null && 'id' in record ? record.id : undefined;
}

function sortOf(record: unknown): number | undefined {
  const sort =
    typeof record === 'object' && record !== null && 'sort' in record ? record.sort : undefined;
  return typeof sort === 'number' ? sort : undefined;
}

/** One past the largest sort in the file, so a new project goes last. */
function nextSort(existing: readonly unknown[]): number {
  const sorts = existing.map(sortOf).filter((sort) => sort !== undefined);
  return sorts.length > 0 ? Math.floor(Math.max(...sorts)) + 1 : 1;
}
