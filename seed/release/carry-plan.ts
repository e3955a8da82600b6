/**
 * Which earlier releases' files a release carries, so that a tab opened on one of them keeps
 * working after it: Firebase Hosting serves exactly the files of the live release, and a tab
 * of the release before asks for its own hashed code (and the photo copies its pages name).
 * Decisions only; ./carry.ts fetches and writes.
 *
 * Each release writes a record of its files, and of the earlier releases it carries, into
 * the site (`/release-files.json`): the next publish reads it from the live site, so it works
 * from a fresh clone on any computer.
 */

/** The record's path in the built site, and on the live site. */
export const RELEASE_FILES = 'release-files.json';

/** An earlier release is kept while either holds: at least this long, or among the last few. */
export const KEEP = { days: 7, releases: 3 } as const;

/** One release's files, as paths relative to the site's root (`assets/…`). */
export type ReleaseFiles = {
  /** When it went live (ISO 8601). */
  at: string;
  /** Its hashed code and styles. */
  code: string[];
  /** Its photo copies, by project id: carried only while the project is in the file. */
  photos: Record<string, string[]>;
};

/** The record on the live site: its own release first, then each one it carries, newest first. */
export type ReleaseRecord = { releases: ReleaseFiles[] };

/** A hashed build file: `assets/name-XXXXXXXX.js` (or `.css`), named by its content. */
const CODE = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css)$/;
/** A photo copy: `assets/projects/<project id>/<file>`. */
const PHOTO = /^assets\/projects\/([^/]+)\/[^/]+$/;

/** This release's files, from every file path in the built site. */
export function releaseFiles(paths: readonly string[], at: Date): ReleaseFiles {
  const photos: Record<string, string[]> = {};
  for (const file of paths) {
    const project = PHOTO.exec(file)?.[1];
    if (project) (photos[project] ??= []).push(file);
  }
  return { at: at.toISOString(), code: paths.filter((file) => CODE.test(file)), photos };
}

export type CarryPlan = {
  /** The earlier releases this one keeps serving, newest first, as its record names them. */
  kept: ReleaseFiles[];
  /** The earlier releases it lets go. */
  dropped: ReleaseFiles[];
  /** Files to take from the live site into the build: kept files this build lacks. */
  fetch: string[];
  /** The record this release writes. */
  record: ReleaseRecord;
};

/**
 * What a release carries: the earlier releases that went out of service less than KEEP.days
 * ago, or are among the last KEEP.releases before it, whichever keeps more; from each, its
 * code, and its photo copies of projects still in the data file (`projects`). With no earlier
 * release (the site's first, or a live site without a record), nothing.
 */
export function carryPlan({
  live,
  current,
  projects,
  now,
}: {
  live: ReleaseRecord | undefined;
  current: ReleaseFiles;
  projects: readonly string[];
  now: Date;
}): CarryPlan {
  const earlier = live?.releases ?? [];
  const oldest = now.getTime() - KEEP.days * 86_400_000;
  // A release was live until the next one went live; the live one until now.
  const keeps = (_release: ReleaseFiles, i: number) =>
    i < KEEP.releases || Date.parse(earlier[i - 1]?.at ?? now.toISOString()) >= oldest;
  const present = new Set(projects);
  const kept = earlier.filter(keeps).map((release) => ({
    ...release,
    photos: Object.fromEntries(Object.entries(release.photos).filter(([id]) => present.has(id))),
  }));
  const dropped = earlier.filter((release, i) => !keeps(release, i));
  const built = new Set([...current.code, ...Object.values(current.photos).flat()]);
  const wanted = kept.flatMap((release) => [
    ...release.code,
    ...Object.values(release.photos).flat(),
  ]);
  const fetch = [...new Set(wanted)].filter((file) => !built.has(file)).sort();
  return { kept, dropped, fetch, record: { releases: [current, ...kept] } };
}

/**
 * The live site's record, checked: it arrives over the network, so anything but a list of
 * releases with safe paths under `assets/` is refused with the reason.
 */
export function parseReleaseRecord(text: string): ReleaseRecord | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: `${RELEASE_FILES} is not JSON` };
  }
  const releases = (value as { releases?: unknown } | null)?.releases;
  if (!Array.isArray(releases)) return { error: `${RELEASE_FILES} lists no releases` };
  const isPath = (file: unknown) =>
    typeof file === 'string' && file.startsWith('assets/') && !file.split('/').includes('..');
  for (const [i, release] of releases.entries()) {
    const { at, code, photos } = (release ?? {}) as Record<string, unknown>;
    const photoLists = typeof photos === 'object' && photos ? Object.values(photos) : undefined;
    const valid =
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      Array.isArray(code) &&
      code.every(isPath) &&
      photoLists?.every((list) => Array.isArray(list) && list.every(isPath));
    if (!valid) return { error: `${RELEASE_FILES}: release ${i + 1} is not a release's files` };
  }
  return { releases: releases as ReleaseFiles[] };
}

/** How a release's files are named in what publish prints: its date and how many files. */
export function describeRelease(release: ReleaseFiles): string {
  const photos = Object.values(release.photos).flat().length;
  return `the release of ${release.at} (${release.code.length} code files, ${photos} photo copies)`;
}
