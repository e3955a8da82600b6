import { describe, expect, it } from 'vitest';
import {
  commandLine,
  deployCommand,
  failureAdvice,
  firebaseExecutable,
  liveUrl,
  previewAddress,
  previewBuildCommand,
  previewChannel,
  previewDeployCommand,
  rerunCommand,
  stepHeading,
} from '../publish-plan';
import { UsageError } from '../../tooling/run-main';
import { parsePublishArgs } from '../options';

describe('publish plan', () => {
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

  it('says, for every step, what is live after a failure and how to retry', () => {
    expect(stepHeading('deploy')).toBe(
      'Step 4/6: deploy Hosting and the Firestore rules and indexes',
    );
    const rerun = 'npm run publish -- --project p';
    expect(failureAdvice('build', rerun).join(' ')).toContain('Nothing was deployed or written');
    expect(failureAdvice('deploy', rerun).join(' ')).toContain('Firestore was not touched');
    expect(failureAdvice('seed', rerun).join(' ')).toContain('The new site and rules are live');
    expect(failureAdvice('record', rerun).join(' ')).toContain('--undo would skip it');
    for (const step of ['check', 'compare', 'build', 'deploy', 'seed', 'record'] as const) {
      expect(failureAdvice(step, rerun).join(' ')).toContain(`\`${rerun}\` again`);
    }
  });

  it('undoes in the order a release runs: Hosting, then Firestore, then the history', () => {
    expect(stepHeading('clone', 'undo')).toBe('Step 3/5: put its Hosting version back live');
    expect(stepHeading('forget', 'undo')).toBe(
      'Step 5/5: take the undone release out of the history',
    );
    const rerun = 'npm run publish -- --project p --undo';
    expect(failureAdvice('find', rerun).join(' ')).toContain('Nothing was changed');
    expect(failureAdvice('clone', rerun).join(' ')).toContain('Firestore was not touched');
    expect(failureAdvice('clone', rerun).join(' ')).toContain(
      'Hosting no longer keeps it: Hosting deletes versions beyond the number its release storage setting keeps',
    );
    expect(failureAdvice('restore', rerun).join(' ')).toContain(
      "The earlier release's site is live",
    );
    for (const step of ['clone', 'restore', 'forget'] as const) {
      expect(failureAdvice(step, rerun).join(' ')).toContain(`\`${rerun}\` again`);
    }
  });
});

describe('preview plan', () => {
  it('builds from the file, marked noindex, and deploys to a channel of its own that expires', () => {
    expect(commandLine(previewBuildCommand())).toBe('npm run build -- --preview');
    const channel = previewChannel(new Date(2026, 10, 5, 9, 7));
    expect(channel).toBe('preview-2026-11-05-0907');
    expect(commandLine(previewDeployCommand('firebase', 'crossroads-prod', channel))).toBe(
      'firebase hosting:channel:deploy preview-2026-11-05-0907 --expires 7d --project crossroads-prod --non-interactive --json',
    );
    expect(stepHeading('check', 'preview')).toBe('Step 1/3: check the data file and its photos');
    expect(stepHeading('previewDeploy', 'preview')).toBe(
      'Step 3/3: deploy it to a preview channel',
    );
    expect(failureAdvice('previewDeploy', 'r').join(' ')).toContain(
      'never touches the live site or Firestore',
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
});

describe('rerunCommand', () => {
  const options = {
    projectId: 'crossroads-prod',
    emulatorHost: undefined,
    preview: false,
    dryRun: false,
    overwrite: false,
    prune: false,
    undo: false,
    history: false,
    withoutOldFiles: false,
  };

  it('repeats the project and every flag given, so a re-run decides as the first run did', () => {
    expect(rerunCommand(options)).toBe('npm run publish -- --project crossroads-prod');
    expect(rerunCommand({ ...options, overwrite: true, prune: true, dryRun: true })).toBe(
      'npm run publish -- --project crossroads-prod --dry-run --overwrite --prune',
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
    expect(parsePublishArgs(['--project', 'crossroads-prod', '--prune'], {})).toEqual({
      projectId: 'crossroads-prod',
      emulatorHost: undefined,
      preview: false,
      dryRun: false,
      prune: true,
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
    expect(() => parsePublishArgs(['--project', 'p', '--undo', '--prune'], {})).toThrow(
      /--prune and --without-old-files do not apply/,
    );
  });

  it('reads and seeds the emulator when FIRESTORE_EMULATOR_HOST is set', () => {
    expect(
      parsePublishArgs(['--project', 'p', '--dry-run'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' }),
    ).toMatchObject({ projectId: 'p', emulatorHost: '127.0.0.1:1', dryRun: true });
  });
});
