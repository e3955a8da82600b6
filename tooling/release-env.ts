/**
 * The site's configuration for a release and a preview, from a committed file only: where the
 * live site reads its projects, its Firebase web configuration and its analytics id are the
 * repository's, not the publishing computer's. `.env.release` holds them (Vite never loads it
 * by itself); the release build turns Vite's own `.env*` loading off and drops every `VITE_*`
 * variable of the shell, so neither a computer's `.env.local` nor its shell changes what goes
 * live. The Firebase web configuration is public by design: Firebase's own words, "API keys
 * for Firebase services are ok to include in code or checked-in config files"
 * (firebase.google.com/docs/projects/api-keys); firestore.rules decide what a visitor may read.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotenv } from 'node:util';
import { parseEnv } from '../src/config/env';

/** The committed file the release and the preview are configured from. */
export const RELEASE_ENV_FILE = '.env.release';

/**
 * Set for a build whose `VITE_*` variables are given in full: vite.config.ts then loads no
 * `.env*` file at all (Vite's `envDir: false`).
 */
export const NO_ENV_FILES = 'SITE_NO_ENV_FILES';

/** What a release's site runs on: its content source, and its analytics id (null: none). */
export type SiteSettings = { dataSource: 'json' | 'firestore'; analytics: string | null };

/** The `VITE_*` variables of a dotenv text (anything else in it is not the site's). */
export function releaseVariables(text: string | undefined): Record<string, string> {
  const parsed = parseDotenv(text ?? '');
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('VITE_') && typeof entry[1] === 'string',
    ),
  );
}

/** The settings those variables give the site, checked as the site checks them (EnvError). */
export function siteSettings(variables: Readonly<Record<string, string>>): SiteSettings {
  const env = parseEnv(variables);
  return { dataSource: env.dataSource, analytics: env.analytics?.measurementId ?? null };
}

/** The settings in words: "the data file, no analytics". */
export function describeSettings({ dataSource, analytics }: SiteSettings): string {
  const source = dataSource === 'firestore' ? 'Firestore' : 'the data file';
  return `${source}, ${analytics ? `analytics ${analytics}` : 'no analytics'}`;
}

/**
 * `.env.release` as committed: HEAD's in a git repository (a change not yet committed does not
 * count, and an untracked file is no file), the file itself in a copy outside git.
 */
export function readReleaseEnv(root: string): { text: string | undefined; committed: boolean } {
  const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (inGit.status === 0 && inGit.stdout.trim() === 'true') {
    const shown = spawnSync('git', ['show', `HEAD:./${RELEASE_ENV_FILE}`], {
      cwd: root,
      encoding: 'utf8',
    });
    return { text: shown.status === 0 ? shown.stdout : undefined, committed: true };
  }
  try {
    return { text: readFileSync(path.join(root, RELEASE_ENV_FILE), 'utf8'), committed: false };
  } catch {
    return { text: undefined, committed: false };
  }
}

/**
 * The environment of a build from `variables` alone: the shell's `VITE_*` variables dropped,
 * and Vite told to load no `.env*` file.
 */
export function releaseBuildEnv(
  shell: Readonly<Record<string, string | undefined>>,
  variables: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept = Object.entries(shell).filter(
    (entry): entry is [string, string] => !entry[0].startsWith('VITE_') && entry[1] !== undefined,
  );
  return { ...Object.fromEntries(kept), ...variables, [NO_ENV_FILES]: '1' };
}
