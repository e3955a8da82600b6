/**
 * The Hosting stand-in (./firebase.mjs) for tests: the environment that points `FIREBASE_BIN`
 * at it, and what it holds. Its live release is the folder `live/` in its state folder, swapped
 * whole by each deploy or clone, so the Hosting emulator serving it with the project's own
 * firebase.json (`tsx scripts/serve-build.ts DIR/live PORT`) serves each new release at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../tooling/free-port';
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
