/**
 * The company's Firebase project, chosen once and kept in `.firebaserc` (Firebase's own
 * convention, committed, so every clone knows it) under the alias `live`; the `default` stays
 * the `demo-` project that emulator work runs under. Pure, apart from reading the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDemoProjectId } from '../src/config/demo-project';
import { ROOT } from '../tooling/paths';

/** The alias in `.firebaserc` that names the live project (`firebase use live` works too). */
const LIVE_ALIAS = 'live';

export const FIREBASERC = '.firebaserc';

/** The aliases `.firebaserc` names, each to its project id; a file that is not JSON names none. */
export function firebasercAliases(text: string | undefined): Record<string, string> {
  let rc: unknown;
  try {
    rc = JSON.parse(text ?? '');
  } catch {
    return {};
  }
  const projects: unknown =
    typeof rc === 'object' && rc !== null ? Reflect.get(rc, 'projects') : undefined;
  if (typeof projects !== 'object' || projects === null) return {};
  return Object.fromEntries(
    Object.entries(projects).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string' && entry[1].trim() !== '';
    }),
  );
}

/**
 * The live project `.firebaserc` names: the `live` alias, else a `default` that is not a
 * demo project (a repository that follows Firebase's plain `firebase use --add`).
 */
export function liveProjectOf(aliases: Readonly<Record<string, string>>): string | undefined {
  const live = aliases[LIVE_ALIAS]?.trim();
  if (live) return live;
  const fallback = aliases.default?.trim();
  return fallback && !isDemoProjectId(fallback) ? fallback : undefined;
}

/**
 * `.firebaserc` with `projectId` as the live project, every other alias kept: the text the
 * setup writes, formatted as firebase-tools writes it.
 */
export function withLiveProject(text: string | undefined, projectId: string): string {
  let rc: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (typeof parsed === 'object' && parsed !== null) rc = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: written afresh, with the demo project kept as the emulator's default below.
  }
  const projects = { ...firebasercAliases(text), [LIVE_ALIAS]: projectId };
  return `${JSON.stringify({ ...rc, projects }, null, 2)}\n`;
}

/**
 * Why `projectId` cannot be a Firebase project's id, or undefined: Firebase's rule (6 to 30
 * lower-case letters, digits and dashes, starting with a letter, not ending with a dash), so a
 * name (`Crossroads Renovation`) or a placeholder (`YOUR_PROJECT_ID`) is caught before anything
 * is built.
 */
export function projectIdProblem(projectId: string): string | undefined {
  if (/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) return undefined;
  const placeholder = /^[A-Z_]+$/.test(projectId) ? ', it looks like a placeholder' : '';
  return `"${projectId}" is not a Firebase project id${placeholder}: an id is 6 to 30 lower-case letters, digits and dashes, like crossroads-renovation (Firebase console > Project settings > Project ID; the project's display name is not its id)`;
}

/** `.firebaserc`'s text in the repository, or undefined when it has none. */
export function readFirebaserc(root: string = ROOT): string | undefined {
  try {
    return readFileSync(path.join(root, FIREBASERC), 'utf8');
  } catch {
    return undefined;
  }
}

/** The command that chooses the project once, for every message that needs one chosen. */
export const CHOOSE_PROJECT = 'npm run setup -- --project ID';
