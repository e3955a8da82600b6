import path from 'node:path';
import type { PublishOptions } from './options';

/** A command publish runs, as it would be typed. */
export type Command = { file: string; args: string[] };

/** The five steps, in the only safe order: every photo is live before any record names it. */
export const STEPS = {
  check: 'check the data file and its photos',
  compare: 'compare with Firestore',
  build: 'build the site',
  deploy: 'deploy Hosting and the Firestore rules and indexes',
  seed: 'seed Firestore',
} as const;

export type Step = keyof typeof STEPS;

/** The firebase executable: the project's own firebase-tools, unless FIREBASE_BIN names another. */
export function firebaseExecutable(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): string {
  return env.FIREBASE_BIN?.trim() || path.join(root, 'node_modules', '.bin', 'firebase');
}

export function buildCommand(): Command {
  return { file: 'npm', args: ['run', 'build'] };
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

export function liveUrl(projectId: string): string {
  return `https://${projectId}.web.app`;
}

export function commandLine({ file, args }: Command): string {
  return [file, ...args]
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word}'`))
    .join(' ');
}

/** The command that repeats a release as it was asked for: the same project, every flag given. */
export function rerunCommand({ projectId, dryRun, overwrite, prune }: PublishOptions): string {
  const flags = { '--dry-run': dryRun, '--overwrite': overwrite, '--prune': prune };
  const given = Object.entries(flags).flatMap(([flag, on]) => (on ? [flag] : []));
  return commandLine({
    file: 'npm',
    args: ['run', 'publish', '--', '--project', projectId, ...given],
  });
}

/** The heading of a step, `Step 3/5: build the site`. */
export function stepHeading(step: Step): string {
  const names = Object.keys(STEPS) as Step[];
  return `Step ${names.indexOf(step) + 1}/${names.length}: ${STEPS[step]}`;
}

/**
 * What a failure at `step` leaves behind, and how to go on: each step runs only after the one
 * before it succeeded, so what is live follows from the step alone.
 */
export function failureAdvice(step: Step, rerun: string): string[] {
  switch (step) {
    case 'check':
    case 'compare':
      return [
        'Nothing was built, deployed or written: the live site and Firestore are as they were.',
        `Fix what is named above, then run \`${rerun}\` again.`,
      ];
    case 'build':
      return [
        'Nothing was deployed or written: the live site and Firestore are as they were.',
        `Fix the build (\`npm run build\` shows the same error), then run \`${rerun}\` again.`,
      ];
    case 'deploy':
      return [
        'Firestore was not touched. Hosting switches to a new release only when its upload',
        'completes, so the live site is the previous release (the rules may already be the new',
        'ones; they only ever let visitors read projects).',
        `Fix the cause (\`firebase login\`? the project id?), then run \`${rerun}\` again.`,
      ];
    case 'seed':
      return [
        'The new site and rules are live; Firestore still holds the records it had, apart from',
        'any batch reported as written above. The live site shows those until the seed completes.',
        `Run \`${rerun}\` again: the build and deploy repeat harmlessly, and the seed writes only`,
        'what is still missing.',
      ];
  }
}
