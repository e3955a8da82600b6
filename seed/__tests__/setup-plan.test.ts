import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atLeast, NODE_REQUIRED, setupChecklist, type SetupProbes } from '../setup-plan';

const READY: SetupProbes = {
  nodeVersion: '22.11.0',
  git: { installed: true, name: 'Office', email: 'office@example.com' },
  signIn: { email: 'office@example.com' },
  credentialsFile: '/home/office/.config/gcloud/application_default_credentials.json',
  projectId: 'crossroads-renovation',
  projects: ['crossroads-renovation'],
  access: { ok: true },
  emulatorHost: undefined,
};

const red = (probes: SetupProbes) =>
  setupChecklist(probes)
    .filter(({ ok }) => !ok)
    .map(({ item, fix }) => ({ item, fix }));

describe('setupChecklist', () => {
  it('is all green on a computer that is set up', () => {
    expect(setupChecklist(READY).map(({ item, ok }) => [item, ok])).toEqual([
      ['node', true],
      ['git', true],
      ['signIn', true],
      ['credentials', true],
      ['project', true],
      ['access', true],
    ]);
  });

  it('gives each red item its exact fix', () => {
    expect(red({ ...READY, nodeVersion: '18.20.0' })).toEqual([
      { item: 'node', fix: expect.stringContaining(`Install Node.js ${NODE_REQUIRED} or newer`) },
    ]);
    expect(red({ ...READY, git: { installed: true, name: 'Office', email: undefined } })).toEqual([
      { item: 'git', fix: expect.stringContaining('git config --global user.email') },
    ]);
    expect(red({ ...READY, credentialsFile: undefined })).toEqual([
      {
        item: 'credentials',
        fix: expect.stringContaining('gcloud auth application-default login'),
      },
    ]);
    expect(red({ ...READY, access: { error: 'PERMISSION_DENIED' } })).toEqual([
      { item: 'access', fix: expect.stringContaining('Users and permissions') },
    ]);
  });

  it('names the sign-in step when nobody is signed in, for the sign-in and the project', () => {
    const signedOut = red({ ...READY, signIn: { email: undefined }, projects: undefined });
    expect(signedOut.map(({ item }) => item)).toEqual(['signIn', 'project']);
    for (const { fix } of signedOut) expect(fix).toContain('npx firebase login');
  });

  it('says a project the account cannot see does not exist or is out of reach, and a placeholder is no id', () => {
    const [missing] = setupChecklist({ ...READY, projects: ['other-project'] }).filter(
      ({ ok }) => !ok,
    );
    expect(missing).toMatchObject({
      item: 'project',
      detail: '"crossroads-renovation" does not exist, or office@example.com has no access to it',
    });
    const [placeholder] = red({ ...READY, projectId: 'YOUR_PROJECT_ID' });
    expect(placeholder?.item).toBe('project');
    expect(red({ ...READY, projectId: undefined })[0]?.fix).toContain(
      'npm run setup -- --project ID',
    );
  });

  it('with the emulator in use, the credentials and access items say so and do not block', () => {
    const items = setupChecklist({
      ...READY,
      credentialsFile: undefined,
      access: undefined,
      emulatorHost: '127.0.0.1:8080',
    });
    for (const item of items.filter(({ item }) => ['credentials', 'access'].includes(item))) {
      expect(item.ok).toBe(true);
      expect(item.detail).toContain('the Firestore emulator at 127.0.0.1:8080 is in use');
    }
  });
});

describe('atLeast', () => {
  it("compares Node's version number by number, as package.json's engines asks", () => {
    expect(atLeast('20.19.0', '20.19')).toBe(true);
    expect(atLeast('v20.9.0', '20.19')).toBe(false);
    expect(atLeast('22.0.0', '20.19')).toBe(true);
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe(`>=${NODE_REQUIRED}`);
  });
});
