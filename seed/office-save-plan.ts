/**
 * How the office stores a save's photos, decided without touching the disk. A new project is
 * planned exactly as `npm run add-project` plans a folder (add-project-plan.ts): the bins are
 * laid out as the folder it reads (cover, exterior/, baths/, …, `NAME.before.webp`), so it gets
 * the same checks, stored names and record. A photo added to a project already on the site is
 * named as add-project names one (`kitchen-3.webp`, `kitchen-3-before.webp`), after those taken.
 */
import type { PhotoSize } from '../src/lib/responsive-image';
import type { ProjectFolder } from './add-project-folder';
import {
  photoFiles,
  planFolder,
  projectPhotoFolder,
  projectRecord,
  storedStem,
} from './add-project-plan';
import { BINS, type Bin, type BinnedPhoto } from './photo-bins';

type Bins = Record<Bin, readonly BinnedPhoto[]>;

type NewProjectPlan =
  | {
      record: Record<string, unknown>;
      /** Each photo to store: where it is now (a bin's source) and its name in the folder. */
      files: { source: string; name: string }[];
    }
  | { problems: string[] };

/** A new project from the form's facts (record fields) and its bins, as add-project adds one. */
export function planNewProject(
  webAddress: string,
  facts: Record<string, unknown>,
  bins: Bins,
  existing: readonly unknown[],
  sizeOf: (source: string) => PhotoSize | undefined,
): NewProjectPlan {
  const sources = new Map<string, string>();
  const folder: ProjectFolder = {
    name: webAddress,
    facts: JSON.stringify(facts),
    files: [],
    folders: {},
  };
  for (const bin of BINS) {
    bins[bin].forEach((photo, index) => {
      // Numbered so that file-name order is the bin's order.
      const stem = bin === 'cover' ? 'cover' : String(index + 1).padStart(4, '0');
      const dir = bin === 'cover' ? '' : `${bin}/`;
      const files = bin === 'cover' ? folder.files : (folder.folders[bin] ??= []);
      files.push(`${stem}.webp`);
      sources.set(`${dir}${stem}.webp`, photo.source);
      if (photo.before !== undefined) {
        files.push(`${stem}.before.webp`);
        sources.set(`${dir}${stem}.before.webp`, photo.before);
      }
    });
  }
  const plan = planFolder(folder, { id: webAddress, sort: undefined, replace: false }, existing);
  const sizes = new Map<string, PhotoSize>();
  for (const [file, source] of sources) {
    const size = sizeOf(source);
    if (size) sizes.set(file, size);
  }
  const { record, problems } = projectRecord(plan, sizes);
  if (plan.problems.length + problems.length > 0)
    return { problems: [...plan.problems, ...problems] };
  return {
    record,
    files: photoFiles(plan).map(({ source, name }) => ({
      source: sources.get(source) ?? source,
      name,
    })),
  };
}

/**
 * URLs for the photos just added to a project on the site (sources that are not its URLs yet):
 * each bin's stem numbered after the names `taken`, a before photo named after its photo.
 */
export function namesForAdded(
  webAddress: string,
  bins: Bins,
  isAdded: (source: string) => boolean,
  taken: ReadonlySet<string>,
): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set(taken);
  const folder = `/${projectPhotoFolder(webAddress)}`;
  const claim = (name: string) => {
    used.add(name);
    return name;
  };
  const free = (stem: string, first: boolean) => {
    if (first && !used.has(`${stem}.webp`)) return claim(`${stem}.webp`);
    for (let n = first ? 2 : 1; ; n += 1) {
      if (!used.has(`${stem}-${n}.webp`)) return claim(`${stem}-${n}.webp`);
    }
  };
  for (const bin of BINS) {
    const stem = storedStem(bin) ?? bin;
    for (const photo of bins[bin]) {
      let name =
        photo.source
          .split('/')
          .pop()
          ?.replace(/\.[^.]+$/, '') ?? stem;
      if (isAdded(photo.source)) {
        name = free(stem, bin === 'cover').replace(/\.webp$/, '');
        names.set(photo.source, `${folder}/${name}.webp`);
      }
      if (photo.before !== undefined && isAdded(photo.before)) {
        names.set(photo.before, `${folder}/${free(`${name}-before`, true)}`);
      }
    }
  }
  return names;
}
