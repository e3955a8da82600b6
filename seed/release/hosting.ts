/**
 * Firebase Hosting, through firebase-tools: the one module that runs it and reads what it
 * prints. A plain async function for each call a release makes: the live deploy, a preview
 * channel's deploy, the channel list (the live site's address and version) and a clone (an
 * undo). A call that fails answers `{ error }`: the command as typed, its exit status, and
 * firebase's reason when it printed one. `asTyped` gives each call as the office would type it,
 * for a step to print before it runs the call or, on a dry run, instead of it.
 */
import path from 'node:path';
import { ROOT } from '../../tooling/paths';
import { commandLine, run, type Command } from './programs';

/** Why a call failed, the command named. */
export type HostingFailure = { error: string };

/** How long a preview channel lives: long enough to show it around, then it cleans itself up. */
const PREVIEW_EXPIRES = '7d';

/** The firebase executable: the project's own firebase-tools, unless FIREBASE_BIN names another. */
export function firebaseExecutable(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): string {
  return env.FIREBASE_BIN?.trim() || path.join(root, 'node_modules', '.bin', 'firebase');
}

function firebase(): string {
  return firebaseExecutable(process.env, ROOT);
}

export function liveUrl(projectId: string): string {
  return `https://${projectId}.web.app`;
}

/** Each call, as the office would type it. */
export const asTyped = {
  deployLive: (projectId: string) => commandLine(deployCommand(firebase(), projectId)),
  deployPreview: (projectId: string, channel: string) =>
    commandLine(previewDeployCommand(firebase(), projectId, channel)),
  readLiveChannel: (projectId: string) => commandLine(listChannelsCommand(firebase(), projectId)),
  cloneToLive: (projectId: string, version: string) =>
    commandLine(cloneCommand(firebase(), projectId, version)),
};

/** Deploys Hosting and the Firestore rules and indexes: the release goes live. */
export async function deployLive(projectId: string): Promise<HostingFailure | undefined> {
  const command = deployCommand(firebase(), projectId);
  const { code } = await run(command);
  return code === 0 ? undefined : exited(command, code);
}

/** Deploys the built site to a preview channel of its own, and says where it is. */
export async function deployPreview(
  projectId: string,
  channel: string,
): Promise<PreviewAddress | HostingFailure> {
  const command = previewDeployCommand(firebase(), projectId, channel);
  const { code, stdout } = await run(command, { capture: true });
  const address = previewAddress(stdout);
  return code === 0 && !('error' in address) ? address : exited(command, code, address);
}

/**
 * The live channel as the channel list names it: the live site's address and the version it
 * serves (none before the site's first release).
 */
export async function readLiveChannel(projectId: string): Promise<LiveChannel | HostingFailure> {
  const command = listChannelsCommand(firebase(), projectId);
  const { code, stdout } = await run(command, { capture: true });
  const channel = liveChannel(stdout);
  return code === 0 && !('error' in channel) ? channel : exited(command, code, channel);
}

/** Makes a version (`sites/SITE/versions/ID`) live again. */
export async function cloneToLive(
  projectId: string,
  version: string,
): Promise<HostingFailure | undefined> {
  const command = cloneCommand(firebase(), projectId, version);
  const { code } = await run(command);
  return code === 0 ? undefined : exited(command, code);
}

/** A call that failed: the command as typed, its exit status, and what firebase said, if read. */
function exited(command: Command, code: number, answer?: object): HostingFailure {
  const why = answer && 'error' in answer ? `: ${String(answer.error)}` : '';
  return { error: `\`${commandLine(command)}\` exited ${code}${why}` };
}

/** Non-interactive, and always to the named project: never the .firebaserc default. */
export function deployCommand(firebase: string, projectId: string): Command {
  return {
    file: firebase,
    args: [
      'deploy',
      '--only',
      'hosting,firestore:rules,firestore:indexes',
      '--project',
      projectId,
      '--non-interactive',
    ],
  };
}

/**
 * Hosting's preview channel for this release: never the live channel, and `--json` so that
 * the channel's address (Firebase adds a random part to it) can be read back.
 */
export function previewDeployCommand(
  firebase: string,
  projectId: string,
  channel: string,
): Command {
  return {
    file: firebase,
    args: [
      'hosting:channel:deploy',
      channel,
      '--expires',
      PREVIEW_EXPIRES,
      '--project',
      projectId,
      '--non-interactive',
      '--json',
    ],
  };
}

/** The channels of the project's site, as JSON: the live one names its address and version. */
function listChannelsCommand(firebase: string, projectId: string): Command {
  return { file: firebase, args: ['hosting:channel:list', '--project', projectId, '--json'] };
}

/** Makes a version live again: a new release of the same files, as Hosting's own rollback does. */
export function cloneCommand(firebase: string, projectId: string, version: string): Command {
  const { site, id } = versionParts(version);
  return {
    file: firebase,
    args: ['hosting:clone', `${site}@${id}`, `${site}:live`, '--project', projectId],
  };
}

/** `sites/SITE/versions/ID` as its site and id. */
function versionParts(version: string): { site: string; id: string } {
  const match = /^sites\/([^/]+)\/versions\/([^/]+)$/.exec(version);
  if (!match?.[1] || !match[2]) throw new Error(`not a Hosting version name: ${version}`);
  return { site: match[1], id: match[2] };
}

/** Where a preview went; `url` is undefined when firebase named none. */
type PreviewAddress = { url: string | undefined; expires: string | undefined };

/**
 * The preview's address, from what `firebase hosting:channel:deploy --json` printed:
 * `{ "status": "success", "result": { "<site>": { "url": …, "expireTime": … } } }`, or
 * `{ "status": "error", "error": … }`. Other text is searched for a Hosting address: the
 * exit status, not this, says whether the deploy worked.
 */
export function previewAddress(printed: string): PreviewAddress | HostingFailure {
  let answer: unknown;
  try {
    answer = JSON.parse(printed);
  } catch {
    const url = /https:\/\/[\w.-]+\.(?:web\.app|firebaseapp\.com)\b/.exec(printed)?.[0];
    return { url, expires: undefined };
  }
  const { status, result, error } = (answer ?? {}) as Record<string, unknown>;
  if (status === 'error') return { error: typeof error === 'string' ? error : 'failed' };
  const sites = Object.values((result ?? {}) as Record<string, unknown>);
  const site = sites.find(
    (value): value is { url: string; expireTime?: unknown } =>
      typeof value === 'object' && value !== null && typeof Reflect.get(value, 'url') === 'string',
  );
  const expires = typeof site?.expireTime === 'string' ? site.expireTime : undefined;
  return { url: site?.url, expires };
}

/** The live channel, from what `firebase hosting:channel:list --json` printed. */
export type LiveChannel = { url: string; version: string | undefined };

/**
 * `{ "status": "success", "result": { "channels": [{ "name": "…/channels/live", "url": …,
 * "release": { "version": { "name": "sites/SITE/versions/ID" } } }, …] } }`: the live
 * channel's address and the version it serves (none before the site's first release).
 */
export function liveChannel(printed: string): LiveChannel | HostingFailure {
  let answer: unknown;
  try {
    answer = JSON.parse(printed);
  } catch {
    return { error: 'firebase hosting:channel:list --json printed no JSON' };
  }
  const { status, result, error } = (answer ?? {}) as Record<string, unknown>;
  if (status !== 'success') {
    return { error: typeof error === 'string' ? error : 'firebase could not list the channels' };
  }
  const channels = (result as { channels?: unknown } | undefined)?.channels;
  const live = (Array.isArray(channels) ? (channels as unknown[]) : []).find(
    (channel): channel is { url: string; release?: { version?: { name?: unknown } } } =>
      typeof channel === 'object' &&
      channel !== null &&
      String(Reflect.get(channel, 'name')).endsWith('/channels/live') &&
      typeof Reflect.get(channel, 'url') === 'string',
  );
  if (!live) return { url: '', version: undefined };
  const version = live.release?.version?.name;
  return { url: live.url, version: typeof version === 'string' ? version : undefined };
}

/** Who is signed in to firebase-tools on this computer: their e-mail, or undefined. */
export async function readSignIn(): Promise<{ email: string | undefined } | HostingFailure> {
  const command: Command = { file: firebase(), args: ['login:list', '--json'] };
  const { code, stdout } = await run(command, { capture: true, quiet: true });
  const answer = signedInEmail(stdout);
  return code === 0 && !('error' in answer) ? answer : exited(command, code, answer);
}

/**
 * The ids of the projects the signed-in account can see. `--project` names the one asked
 * about: firebase-tools ignores it here, and a stand-in can answer for it.
 */
export async function listProjects(projectId: string): Promise<string[] | HostingFailure> {
  const command: Command = {
    file: firebase(),
    args: ['projects:list', '--json', '--project', projectId],
  };
  const { code, stdout } = await run(command, { capture: true, quiet: true });
  const answer = projectIds(stdout);
  return code === 0 && !('error' in answer) ? answer.ids : exited(command, code, answer);
}

/** `firebase login:list --json`: `{ "status": "success", "result": [{ "user": { "email" } }] }`. */
export function signedInEmail(printed: string): { email: string | undefined } | HostingFailure {
  const answer = jsonAnswer(printed);
  if ('error' in answer) return answer;
  const [first] = Array.isArray(answer.result) ? (answer.result as unknown[]) : [];
  const user: unknown =
    typeof first === 'object' && first !== null ? Reflect.get(first, 'user') : undefined;
  const email: unknown =
    typeof user === 'object' && user !== null ? Reflect.get(user, 'email') : undefined;
  return { email: typeof email === 'string' ? email : undefined };
}

/** `firebase projects:list --json`: `{ "status": "success", "result": [{ "projectId" }, …] }`. */
export function projectIds(printed: string): { ids: string[] } | HostingFailure {
  const answer = jsonAnswer(printed);
  if ('error' in answer) return answer;
  const listed = Array.isArray(answer.result) ? (answer.result as unknown[]) : [];
  return {
    ids: listed.flatMap((project) => {
      const id: unknown =
        typeof project === 'object' && project !== null
          ? Reflect.get(project, 'projectId')
          : undefined;
      return typeof id === 'string' ? [id] : [];
    }),
  };
}

/** firebase-tools' `--json` answer: its result, or its error in its words. */
function jsonAnswer(printed: string): { result: unknown } | HostingFailure {
  let answer: unknown;
  try {
    answer = JSON.parse(printed);
  } catch {
    return { error: 'firebase printed no JSON' };
  }
  const { status, result, error } = (answer ?? {}) as Record<string, unknown>;
  if (status !== 'success') return { error: typeof error === 'string' ? error : 'failed' };
  return { result };
}
