import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTING_STAND_IN } from '../../tests/support/hosting-stand-in/live-site';
import { setupChecklist } from '../setup-plan';
import { chooseProject, probeSetup } from '../setup-probes';

// The setup checklist as this computer answers it, firebase-tools being the Hosting stand-in
// (FIREBASE_BIN): its sign-in and its projects are what the test sets.

afterEach(() => vi.unstubAllEnvs());

function firebaseAccount(signedIn: string, projects: string) {
  vi.stubEnv('FIREBASE_BIN', HOSTING_STAND_IN);
  vi.stubEnv('STANDIN_SIGNED_IN', signedIn);
  vi.stubEnv('STANDIN_PROJECTS', projects);
}

const itemsOf = async (projectId: string) =>
  setupChecklist(
    await probeSetup({ projectId, env: { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' } }),
  ).filter(({ item }) => item === 'signIn' || item === 'project');

describe('the setup checklist, from firebase-tools', () => {
  it('shows the sign-in and the project red, each with its fix, and green once fixed', async () => {
    firebaseAccount('', '');
    const signedOut = await itemsOf('crossroads-renovation');
    expect(signedOut.map(({ ok }) => ok)).toEqual([false, false]);
    expect(signedOut[0]?.fix).toContain('npx firebase login');

    firebaseAccount('office@example.com', 'another-project');
    const [signIn, missing] = await itemsOf('crossroads-renovation');
    expect(signIn).toMatchObject({ ok: true, detail: 'signed in as office@example.com' });
    expect(missing).toMatchObject({
      ok: false,
      detail: '"crossroads-renovation" does not exist, or office@example.com has no access to it',
    });
    expect(missing?.fix).toContain('Users and permissions');

    firebaseAccount('office@example.com', 'another-project,crossroads-renovation');
    expect((await itemsOf('crossroads-renovation')).map(({ ok }) => ok)).toEqual([true, true]);
  });
});

describe('chooseProject', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a project the sign-in sees in .firebaserc as live, and refuses one it does not', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'choose-'));
    const rc = path.join(root, '.firebaserc');
    writeFileSync(rc, JSON.stringify({ projects: { default: 'demo-crossroads-renovation' } }));
    firebaseAccount('office@example.com', 'crossroads-renovation');

    const refused = await chooseProject('crossroads-renovat1on', root);
    expect(refused).toEqual({ problem: expect.stringContaining('does not exist') });
    expect(await chooseProject('YOUR_PROJECT_ID', root)).toEqual({
      problem: expect.stringContaining('looks like a placeholder'),
    });
    expect(JSON.parse(readFileSync(rc, 'utf8'))).toEqual({
      projects: { default: 'demo-crossroads-renovation' },
    });

    expect(await chooseProject('crossroads-renovation', root)).toEqual({ chosen: true });
    expect(JSON.parse(readFileSync(rc, 'utf8'))).toEqual({
      projects: { default: 'demo-crossroads-renovation', live: 'crossroads-renovation' },
    });
  });
});
