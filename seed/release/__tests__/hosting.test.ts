import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTING_STAND_IN } from '../../../tests/support/hosting-stand-in/live-site';
import {
  asTyped,
  cloneCommand,
  cloneToLive,
  deployCommand,
  deployLive,
  firebaseExecutable,
  liveChannel,
  liveUrl,
  previewAddress,
  projectIds,
  signedInEmail,
  previewDeployCommand,
  readLiveChannel,
} from '../hosting';
import { commandLine } from '../programs';

describe('Hosting', () => {
  it("runs the project's own firebase-tools unless FIREBASE_BIN names another", () => {
    expect(firebaseExecutable({}, '/repo')).toBe('/repo/node_modules/.bin/firebase');
    expect(firebaseExecutable({ FIREBASE_BIN: '/tmp/record-firebase' }, '/repo')).toBe(
      '/tmp/record-firebase',
    );
  });

  it('deploys Hosting, rules and indexes to the named project, without prompts', () => {
    expect(commandLine(deployCommand('firebase', 'crossroads-prod'))).toBe(
      'firebase deploy --only hosting,firestore:rules,firestore:indexes --project crossroads-prod --non-interactive',
    );
    expect(liveUrl('crossroads-prod')).toBe('https://crossroads-prod.web.app');
  });

  it('deploys a preview to a channel of its own that expires', () => {
    expect(
      commandLine(previewDeployCommand('firebase', 'crossroads-prod', 'preview-2026-11-05-0907')),
    ).toBe(
      'firebase hosting:channel:deploy preview-2026-11-05-0907 --expires 7d --project crossroads-prod --non-interactive --json',
    );
  });

  it("reads the preview's address from firebase's JSON answer, or says why there is none", () => {
    const answer = {
      status: 'success',
      result: {
        'crossroads-prod': {
          site: 'crossroads-prod',
          url: 'https://crossroads-prod--preview-2026-11-05-0907-x1y2z3.web.app',
          expireTime: '2026-11-12T09:07:00Z',
        },
      },
    };
    expect(previewAddress(JSON.stringify(answer))).toEqual({
      url: 'https://crossroads-prod--preview-2026-11-05-0907-x1y2z3.web.app',
      expires: '2026-11-12T09:07:00Z',
    });
    expect(previewAddress('{"status":"error","error":"Not logged in"}')).toEqual({
      error: 'Not logged in',
    });
    // Not JSON: an address in the text is taken; none is no address, not a failure.
    expect(previewAddress('Channel URL (p): https://p--x-1a2b.web.app [expires …]')).toEqual({
      url: 'https://p--x-1a2b.web.app',
      expires: undefined,
    });
    expect(previewAddress('')).toEqual({ url: undefined, expires: undefined });
    expect(previewAddress('{"status":"success","result":{}}')).toEqual({
      url: undefined,
      expires: undefined,
    });
  });

  it('clones a version back to the live channel of its own site', () => {
    expect(
      commandLine(cloneCommand('firebase', 'crossroads', 'sites/crossroads/versions/abc123')),
    ).toBe('firebase hosting:clone crossroads@abc123 crossroads:live --project crossroads');
    expect(() => cloneCommand('firebase', 'p', 'abc123')).toThrow(/not a Hosting version/);
  });

  it("reads the live site's address and version from the channel list, or says why it cannot", () => {
    const channels = [
      { name: 'sites/crossroads/channels/preview-1', url: 'https://crossroads--preview-1.web.app' },
      {
        name: 'sites/crossroads/channels/live',
        url: 'https://crossroads.web.app',
        release: { version: { name: 'sites/crossroads/versions/abc123' } },
      },
    ];
    expect(liveChannel(JSON.stringify({ status: 'success', result: { channels } }))).toEqual({
      url: 'https://crossroads.web.app',
      version: 'sites/crossroads/versions/abc123',
    });
    // Before the site's first release: the live channel serves no version yet.
    const unreleased = {
      status: 'success',
      result: { channels: [{ ...channels[1], release: undefined }] },
    };
    expect(liveChannel(JSON.stringify(unreleased))).toEqual({
      url: 'https://crossroads.web.app',
      version: undefined,
    });
    expect(liveChannel('{"status":"error","error":"Not logged in"}')).toEqual({
      error: 'Not logged in',
    });
    expect(liveChannel('Not JSON')).toEqual({
      error: 'firebase hosting:channel:list --json printed no JSON',
    });
  });
});

describe('Hosting, called through FIREBASE_BIN (the stand-in)', () => {
  let state: string;
  beforeEach(() => {
    state = mkdtempSync(path.join(tmpdir(), 'hosting-'));
    vi.stubEnv('FIREBASE_BIN', HOSTING_STAND_IN);
    vi.stubEnv('HOSTING_STAND_IN_DIR', state);
    vi.stubEnv('HOSTING_STAND_IN_URL', 'http://127.0.0.1:5999');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(state, { recursive: true, force: true });
  });

  it('says of a call that failed the command, as typed, and its exit status', async () => {
    vi.stubEnv('STANDIN_EXIT', '1');
    const version = 'sites/p/versions/abc123';
    expect(await deployLive('p')).toEqual({ error: `\`${asTyped.deployLive('p')}\` exited 1` });
    expect(await cloneToLive('p', version)).toEqual({
      error: `\`${asTyped.cloneToLive('p', version)}\` exited 1`,
    });
    expect(asTyped.deployLive('p')).toBe(commandLine(deployCommand(HOSTING_STAND_IN, 'p')));
  });

  it("reads the live channel as firebase-tools lists it: before the site's first release, none", async () => {
    expect(await readLiveChannel('p')).toEqual({ url: '', version: undefined });
  });
});

describe("firebase-tools' answers about the account", () => {
  it('reads who is signed in, and the projects that account sees', () => {
    const accounts = { status: 'success', result: [{ user: { email: 'office@example.com' } }] };
    expect(signedInEmail(JSON.stringify(accounts))).toEqual({ email: 'office@example.com' });
    expect(signedInEmail('{"status":"success","result":[]}')).toEqual({ email: undefined });
    const projects = {
      status: 'success',
      result: [{ projectId: 'crossroads-renovation', displayName: 'Crossroads Renovation' }],
    };
    expect(projectIds(JSON.stringify(projects))).toEqual({ ids: ['crossroads-renovation'] });
    expect(
      projectIds(
        '{"status":"error","error":"Failed to authenticate, have you run firebase login?"}',
      ),
    ).toEqual({ error: 'Failed to authenticate, have you run firebase login?' });
    expect(projectIds('not json')).toEqual({ error: 'firebase printed no JSON' });
  });
});
