import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledTimeout } from '../../tests/support/host-speed';
import {
  standInEnv,
  standInSite,
  versionDir,
} from '../../tests/support/hosting-stand-in/live-site';
import { copyRepositoryFiles, linkPackages } from '../../tests/support/repository-copy';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runNodeScript,
} from '../../tests/support/firestore-emulator';

// The same site from any computer: two clones of one commit whose .env.local files differ (one
// asks for Firestore mode and an analytics id) publish the same build, configured by the
// committed .env.release alone; neither .env.local is changed, and none of its values is in
// what was deployed. Each publishes to a project of its own on the emulator and the Hosting
// stand-in (a first release each, so neither takes files from a live site).

const emulator = emulatorSuite();
const work = mkdtempSync(path.join(tmpdir(), 'same-site-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a publisher's own .env.local asks for: values no release may carry. */
const FIRESTORE_LOCAL = [
  'VITE_DATA_SOURCE=firestore',
  'VITE_FIREBASE_API_KEY=local-only-api-key-7f3a',
  'VITE_FIREBASE_AUTH_DOMAIN=local-only-7f3a.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=local-only-7f3a',
  'VITE_FIREBASE_STORAGE_BUCKET=local-only-7f3a.appspot.com',
  'VITE_FIREBASE_MESSAGING_SENDER_ID=734561',
  'VITE_FIREBASE_APP_ID=1:734561:web:7f3a7f3a',
  'VITE_FIREBASE_MEASUREMENT_ID=G-LOCAL7F3A',
  '',
].join('\n');
const LOCAL_VALUES = ['local-only-api-key-7f3a', 'local-only-7f3a', 'G-LOCAL7F3A', '734561'];

/** A clone of one commit of this repository, with its own .env.local. */
function computer(name: string, envLocal: string): string {
  const dir = path.join(work, name);
  copyRepositoryFiles(dir);
  const git = (...args: string[]) => {
    const result = spawnSync(
      'git',
      ['-c', 'user.name=Office', '-c', 'user.email=office@example.com', ...args],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the site');
  linkPackages(dir);
  writeFileSync(path.join(dir, '.env.local'), envLocal);
  return dir;
}

/** Every file a version holds, by path, with its content (the release's own record aside). */
function deployed(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name !== 'release-files.json') {
        files.set(file, readFileSync(path.join(dir, file), 'latin1'));
      }
    }
  };
  walk('');
  return files;
}

async function publishFrom(checkout: string): Promise<Map<string, string>> {
  const { projectId, env } = emulator.project(`same-site-${randomUUID().slice(0, 8)}`);
  const site = await standInSite(path.join(work, projectId));
  const log = path.join(work, `${projectId}.log`);
  const result = await runNodeScript(
    'seed/publish.ts',
    ['--project', projectId],
    { ...env, ...standInEnv(site), STANDIN_LOG: log },
    checkout,
  );
  expect(result.stderr).not.toMatch(/failed/i);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(
    'The site will run on the data file, no analytics (.env.release)',
  );
  const [deploy] = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { args: string[]; version?: string })
    .filter(({ args }) => args[0] === 'deploy');
  return deployed(versionDir(site, deploy?.version ?? ''));
}

const TIMEOUT = scaledTimeout(900_000);

describe.skipIf(!EMULATOR_HOST)('the same site from any computer', () => {
  let office: string;
  let laptop: string;
  beforeAll(() => {
    office = computer('office', '');
    laptop = computer('laptop', FIRESTORE_LOCAL);
  }, TIMEOUT);

  it(
    'two clones with different .env.local files publish the same build, and keep their .env.local',
    async () => {
      const fromOffice = await publishFrom(office);
      const fromLaptop = await publishFrom(laptop);
      expect([...fromLaptop.keys()].sort()).toEqual([...fromOffice.keys()].sort());
      for (const [file, content] of fromLaptop) {
        expect(content === fromOffice.get(file), file).toBe(true);
        for (const value of LOCAL_VALUES)
          expect(content.includes(value), `${file}: ${value}`).toBe(false);
      }
      expect(readFileSync(path.join(laptop, '.env.local'), 'utf8')).toBe(FIRESTORE_LOCAL);
    },
    TIMEOUT,
  );
});
