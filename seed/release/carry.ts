/**
 * Publish's carrying of earlier releases' files (./carry-plan.ts decides which): the live
 * channel's address from firebase, the live site's record of its releases, each kept file
 * from the live site into dist/, and this release's record beside them.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Output } from '../command';
import {
  carryPlan,
  describeRelease,
  parseReleaseRecord,
  RELEASE_FILES,
  releaseFiles,
  type CarryPlan,
  type ReleaseRecord,
} from './carry-plan';
import type { HostingFailure, LiveChannel } from './hosting';

/** The earlier releases' files could not be had; the message says which and why. */
export class OldFilesUnavailable extends Error {}

type Carrying = {
  /** The live channel, as Hosting names it (./hosting.ts). */
  liveChannel: () => Promise<LiveChannel | HostingFailure>;
  /** The built site; undefined for a dry run, which builds nothing. */
  dist: string | undefined;
  /** The data file's project ids: a removed project's photos are not carried. */
  projects: readonly string[];
  now: Date;
  output: Output;
};

/** How long one file may take from the live site before publish gives up on it. */
const FETCH_TIMEOUT_MS = 60_000;
/** Files fetched at once. */
const AT_ONCE = 8;

/** What the live site keeps: its address, and its record (undefined when it has none yet). */
export async function readLiveFiles({ liveChannel, output }: Carrying) {
  const live = await liveChannel();
  if ('error' in live) {
    throw new OldFilesUnavailable(`firebase did not name the live site (${live.error})`);
  }
  if (!live.version) {
    output.out('  The site has no release yet: there are no earlier files to carry.');
    return { url: live.url, record: undefined };
  }
  const url = live.url.replace(/\/+$/, '');
  const response = await get(url, RELEASE_FILES);
  // A site released before publish kept a record: nothing is known to carry. Hosting answers
  // a page path it has no file for with the shell (firebase.json's rewrite), or with 404.
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (response.status === 404 || (response.ok && html)) {
    output.out(`  The live site has no ${RELEASE_FILES}: there are no earlier files to carry.`);
    return { url, record: undefined };
  }
  if (!response.ok) {
    throw new OldFilesUnavailable(`${url}/${RELEASE_FILES} answered ${response.status}`);
  }
  const record = parseReleaseRecord(await response.text());
  if ('error' in record) throw new OldFilesUnavailable(record.error);
  return { url, record };
}

/**
 * The plan for this build: which earlier releases it keeps and which files it needs, from what
 * the live site keeps (`live`, read before the build, or read now).
 */
export async function planCarrying(
  carrying: Carrying,
  live?: Awaited<ReturnType<typeof readLiveFiles>>,
): Promise<{ plan: CarryPlan; url: string }> {
  const { url, record } = live ?? (await readLiveFiles(carrying));
  const built = carrying.dist === undefined ? [] : await filesIn(carrying.dist);
  const current = releaseFiles(built, carrying.now);
  const plan = carryPlan({ live: record, current, projects: carrying.projects, now: carrying.now });
  for (const release of plan.kept) carrying.output.out(`  Keeps ${describeRelease(release)}`);
  for (const release of plan.dropped) {
    carrying.output.out(`  Lets go ${describeRelease(release)}`);
  }
  return { plan, url };
}

/** Fetches the plan's files from the live site into dist/ and writes this release's record. */
export async function carryFiles({ plan, url }: { plan: CarryPlan; url: string }, dist: string) {
  const queue = [...plan.fetch];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const response = await get(url, file);
      if (!response.ok) {
        throw new OldFilesUnavailable(`${url}/${file} answered ${response.status}`);
      }
      const target = path.join(dist, ...file.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(await response.arrayBuffer()));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await writeRecord(plan.record, dist);
}

/** This release's record alone, carrying nothing: `--without-old-files` when they could not be had. */
export async function writeOwnRecord(dist: string, now: Date) {
  await writeRecord({ releases: [releaseFiles(await filesIn(dist), now)] }, dist);
}

async function writeRecord(record: ReleaseRecord, dist: string) {
  await writeFile(path.join(dist, RELEASE_FILES), `${JSON.stringify(record, null, 1)}\n`);
}

/** A file from the live site; a network failure is reported as the file's, with its cause. */
async function get(url: string, file: string): Promise<Response> {
  try {
    return await fetch(`${url}/${file}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new OldFilesUnavailable(`${url}/${file} could not be fetched (${why})`);
  }
}

/** Every file under `dir`, as a path relative to it with `/` between folders. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}
