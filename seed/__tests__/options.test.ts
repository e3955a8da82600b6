import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../tooling/paths';
import { UsageError } from '../../tooling/run-main';
import { DEFAULT_DATA_FILE, parsePullArgs, parseSeedArgs } from '../options';
import { DEMO_PROJECT_ID } from '../../src/config/demo-project';

const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

describe('parseSeedArgs', () => {
  it('targets the emulator and the .firebaserc demo project by default', () => {
    expect(parseSeedArgs([], emulator)).toEqual({
      file: DEFAULT_DATA_FILE,
      publicDir: PUBLIC_DIR,
      projectId: DEMO_PROJECT_ID,
      emulatorHost: '127.0.0.1:8080',
      dryRun: false,
      overwrite: false,
    });
    expect(DEFAULT_DATA_FILE).toMatch(/public[/\\]assets[/\\]Data[/\\]data\.json$/);
  });

  it('reads every flag', () => {
    expect(
      parseSeedArgs(
        [
          '--file',
          'x.json',
          '--public',
          'site',
          '--project',
          'demo-other',
          '--dry-run',
          '--overwrite',
        ],
        {
          ...emulator,
          GCLOUD_PROJECT: 'demo-ignored',
        },
      ),
    ).toMatchObject({
      file: 'x.json',
      publicDir: 'site',
      projectId: 'demo-other',
      dryRun: true,
      overwrite: true,
    });
    expect(parseSeedArgs([], { ...emulator, GCLOUD_PROJECT: 'demo-exec' })).toMatchObject({
      projectId: 'demo-exec',
    });
    expect(parseSeedArgs(['--help'], {})).toBe('help');
  });

  it('writes to a live project only when it is named explicitly', () => {
    expect(parseSeedArgs(['--project', 'crossroads-prod'], {})).toMatchObject({
      projectId: 'crossroads-prod',
      emulatorHost: undefined,
    });
    expect(() => parseSeedArgs([], { GCLOUD_PROJECT: 'crossroads-prod' })).toThrow(
      /Pass --project ID to seed a live project/,
    );
    expect(() => parseSeedArgs(['--project', DEMO_PROJECT_ID], {})).toThrow(
      /exists only in the emulator/,
    );
  });

  it('rejects unknown flags and stray arguments as usage errors', () => {
    expect(() => parseSeedArgs(['--purge'], emulator)).toThrow(UsageError);
    expect(() => parseSeedArgs(['--prune'], emulator)).toThrow(/Unknown option '--prune'/);
    expect(() => parseSeedArgs(['data.json'], emulator)).toThrow(UsageError);
    expect(() => parseSeedArgs(['--file'], emulator)).toThrow(UsageError);
  });
});

describe('parsePullArgs', () => {
  it("takes the seed's flags and Firestore target", () => {
    expect(parsePullArgs([], emulator)).toMatchObject({
      file: DEFAULT_DATA_FILE,
      publicDir: PUBLIC_DIR,
      projectId: DEMO_PROJECT_ID,
      emulatorHost: '127.0.0.1:8080',
      dryRun: false,
      overwrite: false,
    });
    expect(
      parsePullArgs(['--file', 'x.json', '--public', 'site', '--dry-run', '--overwrite'], {
        ...emulator,
        GCLOUD_PROJECT: 'demo-exec',
      }),
    ).toMatchObject({
      file: 'x.json',
      publicDir: 'site',
      projectId: 'demo-exec',
      dryRun: true,
      overwrite: true,
    });
    expect(parsePullArgs(['-h'], {})).toBe('help');
    expect(() => parsePullArgs([], {})).toThrow(/Pass --project ID to pull from a live project/);
  });
});
