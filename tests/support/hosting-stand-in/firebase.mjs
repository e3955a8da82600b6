#!/usr/bin/env node
/**
 * A stand-in for the firebase executable (FIREBASE_BIN) that behaves as Firebase Hosting does,
 * for the commands publish runs, so no test can pass on files left lying around:
 *
 * - `deploy --only hosting,…`: a new immutable version (a copy of firebase.json's
 *   `hosting.public` minus `hosting.ignore`, read from the working folder), released live.
 *   The live site then serves exactly that version's files.
 * - `hosting:channel:list --json`: the channels as firebase-tools prints them, the live one
 *   at HOSTING_STAND_IN_URL, its release naming `sites/SITE/versions/ID`.
 * - `hosting:clone SITE@VERSION SITE:live` (or `SITE:CHANNEL`): that version live again, as a
 *   new release of the same version.
 * - `hosting:channel:deploy CHANNEL …`: a preview version on that channel, answered with
 *   `--json` as firebase-tools does; the live site is untouched.
 * - `login:list --json`: the account signed in, STANDIN_SIGNED_IN (an e-mail; default
 *   office@example.com; set but empty: nobody is signed in).
 * - `projects:list --json`: the projects that account can see, STANDIN_PROJECTS (ids, comma
 *   separated) when set, else the project `--project` names (publish asks with it): an account
 *   that can reach any project. Signed out, it fails as firebase-tools does.
 *
 * State lives in HOSTING_STAND_IN_DIR: `versions/ID/` (each version's files), `state.json`
 * (channels and their releases) and `live/`, exactly the live version's files, swapped whole on
 * each release so a Hosting emulator serving that folder serves the new release at once
 * (./live-site.ts). Every invocation but the two about the account is appended to STANDIN_LOG,
 * when set, as a JSON line: its arguments, the time, and the version it created. STANDIN_EXIT, when not 0, makes a
 * command that changes the site (deploy, clone) fail as firebase does: after recording, and
 * before changing anything.
 */
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const {
  HOSTING_STAND_IN_DIR,
  HOSTING_STAND_IN_URL,
  STANDIN_LOG,
  STANDIN_EXIT,
  STANDIN_SIGNED_IN = 'office@example.com',
  STANDIN_PROJECTS,
} = process.env;
const args = process.argv.slice(2);
const [command, ...operands] = args.filter((arg, i) => !arg.startsWith('--') && !isValue(i));
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
/** Whether args[i] is the value of an option that takes one. */
function isValue(i) {
  return ['--only', '--project', '--expires', '--site'].includes(args[i - 1] ?? '');
}

const record = { args, at: Date.now() };
const exit = Number(STANDIN_EXIT || 0);
const asks = ['hosting:channel:list', 'login:list', 'projects:list'];
// Only what changes the site fails: a deploy that failed, with its channel list still read.
if (exit !== 0 && !asks.includes(command)) finish(exit);
if (command === 'login:list') {
  const accounts = STANDIN_SIGNED_IN ? [{ user: { email: STANDIN_SIGNED_IN } }] : [];
  answer(0, { status: 'success', result: accounts });
}
if (command === 'projects:list') {
  if (!STANDIN_SIGNED_IN) {
    answer(1, { status: 'error', error: 'Failed to authenticate, have you run firebase login?' });
  }
  const ids = STANDIN_PROJECTS === undefined ? [option('project')] : STANDIN_PROJECTS.split(',');
  const projects = ids
    .map((id) => id?.trim())
    .filter(Boolean)
    .map((projectId) => ({ projectId, displayName: projectId, state: 'ACTIVE' }));
  answer(0, { status: 'success', result: projects });
}
if (!HOSTING_STAND_IN_DIR) fail('HOSTING_STAND_IN_DIR names no folder for the stand-in state.');
const dir = HOSTING_STAND_IN_DIR;
mkdirSync(dir, { recursive: true });
const stateFile = path.join(dir, 'state.json');
const project = option('project');
if (!project) fail('--project is required (publish always names it).');
const state = existsSync(stateFile)
  ? JSON.parse(readFileSync(stateFile, 'utf8'))
  : { versions: {}, channels: {} };

switch (command) {
  case 'deploy': {
    const only = (option('only') ?? 'hosting').split(',');
    if (only.includes('hosting')) {
      const version = createVersion();
      release('live', version);
      console.log(`✔  Deploy complete!\n\nHosting URL: ${HOSTING_STAND_IN_URL ?? ''}`);
    }
    break;
  }
  case 'hosting:channel:deploy': {
    const [channel] = operands;
    if (!channel) fail('hosting:channel:deploy needs a channel.');
    const version = createVersion();
    const now = new Date();
    const expires = new Date(now.getTime() + days(option('expires') ?? '7d'));
    const entry = release(channel, version, expires.toISOString());
    const site = { site: project, url: entry.url, expireTime: entry.expireTime };
    process.stdout.write(JSON.stringify({ status: 'success', result: { [project]: site } }));
    break;
  }
  case 'hosting:channel:list': {
    const channels = Object.entries(state.channels).map(([id, channel]) =>
      channelJson(id, channel),
    );
    const answer = { status: 'success', result: { channels } };
    console.log(args.includes('--json') ? JSON.stringify(answer, null, 2) : channels);
    break;
  }
  case 'hosting:clone': {
    const [source = '', target = ''] = operands;
    const targetChannel = target.split(':').at(-1);
    let version;
    if (source.includes('@')) version = source.split('@')[1];
    else version = latest(state.channels[source.split(':').at(-1)])?.version;
    if (!version || !state.versions[version]) fail(`Could not find a version to clone: ${source}`);
    if (!targetChannel || !target.includes(':')) fail(`"${target}" is not a valid target channel.`);
    if (latest(state.channels[targetChannel])?.version === version) {
      console.log(`✔  Channels ${source} and ${target} are serving identical versions.`);
      break;
    }
    release(targetChannel, version);
    console.log(`✔  Site ${project} version ${version} has been cloned to ${target}.`);
    break;
  }
  default:
    fail(`the Hosting stand-in does not know "${command ?? ''}".`);
}
finish(0);

/** A new finalized version: the public folder's files, minus what firebase.json ignores. */
function createVersion() {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const from = path.resolve(hosting.public);
  const ignored = (hosting.ignore ?? []).map(globToRegExp);
  const id = randomBytes(8).toString('hex');
  const to = path.join(dir, 'versions', id);
  mkdirSync(to, { recursive: true });
  let fileCount = 0;
  for (const relative of filesIn(from)) {
    if (ignored.some((pattern) => pattern.test(relative))) continue;
    cpSync(path.join(from, relative), path.join(to, relative));
    fileCount += 1;
  }
  state.versions[id] = { createTime: new Date().toISOString(), fileCount };
  record.version = id;
  return id;
}

/** A new release of `version` on `channel`; on the live channel, `live/` becomes its files. */
function release(channelId, version, expireTime) {
  const now = new Date().toISOString();
  const channel = (state.channels[channelId] ??= {
    createTime: now,
    url:
      channelId === 'live'
        ? (HOSTING_STAND_IN_URL ?? `https://${project}.web.app`)
        : `https://${project}--${channelId}-t3st.web.app`,
    releases: [],
  });
  channel.updateTime = now;
  if (expireTime) channel.expireTime = expireTime;
  channel.releases.push({ id: `${Date.now()}${randomBytes(3).toString('hex')}`, version, now });
  if (channelId === 'live') swapLive(version);
  return channel;
}

/** `live/` as exactly `version`'s files: a copy renamed into place, the old one thrown away. */
function swapLive(version) {
  const live = path.join(dir, 'live');
  const next = `${live}.next-${randomBytes(4).toString('hex')}`;
  const old = `${live}.old-${randomBytes(4).toString('hex')}`;
  cpSync(path.join(dir, 'versions', version), next, { recursive: true });
  if (existsSync(live)) renameSync(live, old);
  renameSync(next, live);
  rmSync(old, { recursive: true, force: true });
}

function latest(channel) {
  return channel?.releases.at(-1);
}

/** A channel as the Hosting API describes it (and firebase-tools prints it with --json). */
function channelJson(id, channel) {
  const site = `sites/${project}`;
  const last = latest(channel);
  return {
    name: `${site}/channels/${id}`,
    url: id === 'live' ? (HOSTING_STAND_IN_URL ?? channel.url) : channel.url,
    ...(last && {
      release: {
        name: `${site}/channels/${id}/releases/${last.id}`,
        version: {
          name: `${site}/versions/${last.version}`,
          status: 'FINALIZED',
          createTime: state.versions[last.version].createTime,
          finalizeTime: state.versions[last.version].createTime,
          fileCount: String(state.versions[last.version].fileCount),
        },
        type: 'DEPLOY',
        releaseTime: last.now,
        releaseUser: { type: 'USER', email: 'office@example.com' },
      },
    }),
    createTime: channel.createTime,
    updateTime: channel.updateTime,
    ...(channel.expireTime && { expireTime: channel.expireTime }),
    retainedReleaseCount: id === 'live' ? undefined : 20,
    labels: {},
  };
}

function filesIn(root, prefix = '') {
  return readdirSync(path.join(root, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(root, relative)).isDirectory() ? filesIn(root, relative) : [relative];
  });
}

/** The globs firebase.json's `ignore` uses (`**`, `*`), matched as Hosting matches them. */
function globToRegExp(glob) {
  const pattern = glob
    .replace(/[.+^$(){}|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*\*/g, '.*')
    .replace(/\*/g, '[^/]*')
    .replaceAll('\u0000', '(?:[^/]*/)*');
  return new RegExp(`^${pattern}$`);
}

function days(expires) {
  const [, count = '7', unit = 'd'] = /^(\d+)([hd])$/.exec(expires) ?? [];
  return Number(count) * (unit === 'h' ? 3_600_000 : 86_400_000);
}

function fail(message) {
  console.error(`Error: ${message}`);
  finish(1);
}

/**
 * A question about the account, answered as firebase-tools answers with `--json`. Not in
 * STANDIN_LOG, which records what a release does to the site.
 */
function answer(code, json) {
  process.stdout.write(JSON.stringify(json));
  process.exit(code);
}

function finish(code) {
  if (STANDIN_LOG) appendFileSync(STANDIN_LOG, `${JSON.stringify(record)}\n`);
  if (code === 0 && HOSTING_STAND_IN_DIR) {
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
  }
  process.exit(code);
}
