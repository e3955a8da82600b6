import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../tooling/run-main';
import { parsePublishArgs, rerunCommand } from '../publish-options';

describe('rerunCommand', () => {
  const options = {
    projectId: 'crossroads-prod',
    emulatorHost: undefined,
    preview: false,
    dryRun: false,
    overwrite: false,
    undo: false,
    history: false,
    withoutOldFiles: false,
  };

  it('repeats the project and every flag given, so a re-run decides as the first run did', () => {
    expect(rerunCommand(options)).toBe('npm run publish -- --project crossroads-prod');
    expect(rerunCommand({ ...options, overwrite: true, dryRun: true })).toBe(
      'npm run publish -- --project crossroads-prod --dry-run --overwrite',
    );
    expect(rerunCommand({ ...options, preview: true })).toBe(
      'npm run publish -- --project crossroads-prod --preview',
    );
    expect(rerunCommand({ ...options, undo: true, overwrite: true })).toBe(
      'npm run publish -- --project crossroads-prod --undo --overwrite',
    );
    // Each flag parsed back gives the same options.
    const given = { ...options, overwrite: true, withoutOldFiles: true };
    const rerun = rerunCommand(given);
    expect(rerun).toBe(
      'npm run publish -- --project crossroads-prod --overwrite --without-old-files',
    );
    const argv = rerun.replace('npm run publish -- ', '').split(' ');
    expect(parsePublishArgs(argv, {})).toEqual(given);
  });
});

describe('parsePublishArgs', () => {
  it('needs a real project id, and refuses a demo- one with the reason', () => {
    expect(parsePublishArgs(['--project', 'crossroads-prod'], {})).toEqual({
      projectId: 'crossroads-prod',
      emulatorHost: undefined,
      preview: false,
      dryRun: false,
      overwrite: false,
      undo: false,
      history: false,
      withoutOldFiles: false,
    });
    expect(parsePublishArgs(['--project', 'p', '--preview'], {})).toMatchObject({
      preview: true,
    });
    expect(parsePublishArgs(['--project', 'p', '--undo', '--dry-run'], {})).toMatchObject({
      undo: true,
      dryRun: true,
    });
    expect(parsePublishArgs(['--project', 'p', '--history'], {})).toMatchObject({
      history: true,
    });
    expect(() => parsePublishArgs([], {})).toThrow(/Pass --project ID/);
    expect(() => parsePublishArgs(['--project', 'demo-crossroads-renovation'], {})).toThrow(
      /demo project: it exists only in the local emulator/,
    );
    expect(() => parsePublishArgs(['--project', 'p', '--file', 'x.json'], {})).toThrow(UsageError);
  });

  it('takes one mode at a time: a release, a preview, an undo or the history', () => {
    expect(() => parsePublishArgs(['--project', 'p', '--undo', '--preview'], {})).toThrow(
      'Pass one of --preview and --undo.',
    );
    expect(() => parsePublishArgs(['--project', 'p', '--history', '--overwrite'], {})).toThrow(
      /--history only lists releases/,
    );
    expect(() => parsePublishArgs(['--project', 'p', '--undo', '--without-old-files'], {})).toThrow(
      /--without-old-files does not apply/,
    );
  });

  it('reads and seeds the emulator when FIRESTORE_EMULATOR_HOST is set', () => {
    expect(
      parsePublishArgs(['--project', 'p', '--dry-run'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' }),
    ).toMatchObject({ projectId: 'p', emulatorHost: '127.0.0.1:1', dryRun: true });
  });
});
