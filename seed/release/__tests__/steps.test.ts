import { describe, expect, it } from 'vitest';
import { beginStep, failureAdvice, stepFailed, stepHeading, type StepEvent } from '../steps';

describe('release steps', () => {
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

  it('previews in three steps, and a failed one leaves the live site and Firestore as they were', () => {
    expect(stepHeading('check', 'preview')).toBe('Step 1/3: check the data file and its photos');
    expect(stepHeading('previewDeploy', 'preview')).toBe(
      'Step 3/3: deploy it to a preview channel',
    );
    expect(failureAdvice('previewDeploy', 'r').join(' ')).toContain(
      'never touches the live site or Firestore',
    );
  });
});

describe('step events', () => {
  it("tell a caller that shows progress each step's place, words, and a failure's reason", () => {
    const lines: string[] = [];
    const events: StepEvent[] = [];
    const output = {
      out: (line: string) => lines.push(line),
      err: () => {},
      step: (e: StepEvent) => events.push(e),
    };
    beginStep(output, 'deploy', 'live', 'firebase deploy');
    stepFailed(output, 'deploy', 'live', 'firebase exited 1.');
    expect(lines).toEqual([
      'Step 4/6: deploy Hosting and the Firestore rules and indexes: firebase deploy',
    ]);
    expect(events).toEqual([
      {
        step: 'deploy',
        release: 'live',
        number: 4,
        of: 6,
        words: 'Put the new site online',
        state: 'running',
      },
      {
        step: 'deploy',
        release: 'live',
        number: 4,
        of: 6,
        words: 'Put the new site online',
        state: 'failed',
        reason: 'firebase exited 1.',
      },
    ]);
    // A command-line run has no progress callback: the headings alone.
    beginStep({ out: (line) => lines.push(line), err: () => {} }, 'previewBuild', 'preview');
    expect(lines.at(-1)).toBe('Step 2/3: build the preview from the data file (marked noindex)');
  });
});
