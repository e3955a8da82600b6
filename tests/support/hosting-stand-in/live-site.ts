/**
 * The Hosting stand-in (./firebase.mjs) for tests: the environment that points `FIREBASE_BIN`
 * at it, what it holds, releases made as publish makes them, and the live release served by
 * the Hosting emulator with the project's own firebase.json (`serveLive`: the folder `live/`,
 * swapped whole by each deploy or clone, so the running emulator serves each release at once).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { carryFiles, planCarrying } from '../../../seed/release/carry';
import { liveChannel } from '../../../seed/release/hosting';
import { readFixturePortfolio } from '../fixtures';
import { freePort } from '../free-port';
import { stopGroup } from '../process-group';
import { readFirebaseConfig } from '../../../tooling/hosting-routing';
import { ROOT } from '../../../tooling/paths';
import { localUrl } from '../../../tooling/ports';

/** The stand-in executable, for `FIREBASE_BIN`. */
export const HOSTING_STAND_IN = fileURLToPath(new URL('firebase.mjs', import.meta.url));

/** One stand-in Hosting site: its state folder and the address its live channel reports. */
export type StandInSite = { dir: string; url: string };

/** The variables a publish (or any firebase command) needs to use the stand-in for `site`. */
export function standInEnv(site: StandInSite): Record<string, string> {
  return {
    FIREBASE_BIN: HOSTING_STAND_IN,
    HOSTING_STAND_IN_DIR: site.dir,
    HOSTING_STAND_IN_URL: site.url,
  };
}

/** The folder holding a version's files, as the stand-in created it. */
export function versionDir(site: StandInSite, version: string): string {
  return path.join(site.dir, 'versions', version);
}

/** The live channel's releases, oldest first: each one's version id. */
export function liveReleases(site: StandInSite): string[] {
  const state = JSON.parse(readFileSync(path.join(site.dir, 'state.json'), 'utf8')) as {
    channels: Record<string, { releases: { version: string }[] }>;
  };
  return state.channels.live?.releases.map(({ version }) => version) ?? [];
}

/** A stand-in site whose live channel will be served at a free port on the loopback. */
export async function standInSite(dir: string): Promise<StandInSite> {
  return { dir, url: localUrl(await freePort()) };
}

/**
 * The live release on the Hosting emulator (tests/support/serve-build.ts) at the site's address,
 * once it answers; a release must be live first. Stop it with `stop()`. `cwd` is the checkout
 * it runs from (this repository unless a test's copy of it), whose firebase.json it serves
 * with and whose config folder the emulator writes.
 */
export async function serveLive(
  site: StandInSite,
  timeoutMs: number,
  { cwd = ROOT }: { cwd?: string } = {},
): Promise<{ stop: () => Promise<void> }> {
  const port = new URL(site.url).port;
  const child = spawn(
    'npx',
    ['tsx', 'tests/support/serve-build.ts', path.join(site.dir, 'live'), port],
    {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const stop = () => stopGroup(child, 'the Hosting emulator');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Hosting emulator exited: ${stderr}`);
    const answered = await getLive(`${site.url}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Hosting emulator did not answer at ${site.url}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The project id the stand-in's releases are made for in these tests. */
const PROJECT = 'stand-in-site';

/**
 * Runs the stand-in as publish does, from a project folder whose firebase.json is the
 * project's own with `public` set to `folder` (what to deploy).
 */
function standInFirebase(
  site: StandInSite,
  args: string[],
  folder = path.join(ROOT, 'dist'),
): { code: number; stdout: string } {
  const project = mkdtempSync(path.join(site.dir, '..', 'project-'));
  const { hosting } = readFirebaseConfig();
  writeFileSync(
    path.join(project, 'firebase.json'),
    JSON.stringify({ hosting: { ...hosting, public: folder } }),
  );
  const result = spawnSync(HOSTING_STAND_IN, [...args, '--project', PROJECT, '--non-interactive'], {
    cwd: project,
    env: { ...process.env, ...standInEnv(site) },
    encoding: 'utf8',
  });
  rmSync(project, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`the stand-in failed: ${result.stderr}`);
  return { code: result.status, stdout: result.stdout };
}

/**
 * A release of the built site in `folder` as `npm run publish` makes it (seed/release/go-live.ts):
 * the earlier releases' files carried from the live site into it (unless `carry` is false,
 * as a release made without them), then deployed. Returns the new version's id.
 */
export async function release(
  site: StandInSite,
  folder: string,
  { carry = true }: { carry?: boolean } = {},
): Promise<string> {
  if (carry) {
    const planned = await planCarrying({
      liveChannel: async () =>
        liveChannel(standInFirebase(site, ['hosting:channel:list', '--json']).stdout),
      dist: folder,
      projects: readFixturePortfolio().projects.map(({ id }) => id),
      now: new Date(),
      output: { out: () => {}, err: () => {} },
    });
    await carryFiles(planned, folder);
  }
  standInFirebase(site, ['deploy', '--only', 'hosting'], folder);
  return liveReleases(site).at(-1) ?? '';
}

/** Makes an earlier version live again, as `firebase hosting:clone SITE@VERSION SITE:live`. */
export function rollBack(site: StandInSite, version: string): void {
  standInFirebase(site, ['hosting:clone', `${PROJECT}@${version}`, `${PROJECT}:live`]);
}

/**
 * GET on a connection of its own. A test asks the live site between releases that take
 * seconds; a pooled keep-alive socket would by then be one the emulator is closing, and
 * fetch reports "other side closed" for a request the server never saw.
 */
export function getLive(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.once('error', reject);
    }).once('error', reject);
  });
}
