/**
 * A release's steps, as the office reads them: their names and order for publish, a preview
 * and an undo, the failure that stops a release at one of them, and what is live after it
 * with how to go on. Pure.
 */
import { EXIT, type Output } from '../command';

/** A step that stopped the release; its message is printed with what is live and how to retry. */
export class StepFailed extends Error {
  constructor(
    readonly step: Step,
    message: string,
    readonly status: typeof EXIT.failed | typeof EXIT.conflict = EXIT.failed,
    /** The earlier releases' files could not be had: going live without them is the office's. */
    readonly oldFilesMissing = false,
  ) {
    super(message);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const STEPS = {
  check: 'check the data file and its photos',
  compare: 'compare with Firestore',
  build: 'build the site',
  deploy: 'deploy Hosting and the Firestore rules and indexes',
  seed: 'seed Firestore',
  record: 'record the release in the history',
  find: 'find the release to go back to',
  clone: 'put its Hosting version back live',
  restore: 'restore its content in Firestore',
  forget: 'take the undone release out of the history',
  previewBuild: 'build the preview from the data file (marked noindex)',
  previewDeploy: 'deploy it to a preview channel',
} as const;

type Step = keyof typeof STEPS;

/** Each step in the company's words, for the office's progress list. */
const STEP_WORDS: Record<Step, string> = {
  check: 'Check the projects and their photos',
  compare: 'Look for edits made in the Firebase console',
  build: 'Build the site',
  deploy: 'Put the new site online',
  seed: "Update the portfolio's records",
  record: 'Note the release in the history',
  find: 'Find the release to go back to',
  clone: 'Put the earlier site back online',
  restore: "Put the earlier portfolio's records back",
  forget: 'Take the undone release out of the history',
  previewBuild: 'Build the preview',
  previewDeploy: 'Put the preview online',
};

/**
 * A step starting or failing, for a caller that shows progress (the office): which step, its
 * place among the release's steps, and its words; a failure carries its reason.
 */
export type StepEvent = {
  step: Step;
  release: Release;
  number: number;
  of: number;
  words: string;
} & ({ state: 'running' } | { state: 'failed'; reason: string });

/** A step begins: its heading printed (with `detail`, the command it runs), and announced. */
export function beginStep(output: Output, step: Step, release: Release = 'live', detail = '') {
  output.out(`${stepHeading(step, release)}${detail ? `: ${detail}` : ''}`);
  output.step?.({ ...stepPlace(step, release), state: 'running' });
}

/** A step failed: announced with its reason (the caller prints the failure itself). */
export function stepFailed(output: Output, step: Step, release: Release, reason: string) {
  output.step?.({ ...stepPlace(step, release), state: 'failed', reason });
}

function stepPlace(step: Step, release: Release) {
  const steps: readonly Step[] = RELEASE_STEPS[release];
  return {
    step,
    release,
    number: steps.indexOf(step) + 1,
    of: steps.length,
    words: STEP_WORDS[step],
  };
}

/**
 * A live release's steps, in the only safe order (every photo is live before any record
 * names it), recorded last so the history names only releases that completed; a preview's
 * three, which touch neither the live site nor Firestore; an undo's, in the same order as a
 * release's (Hosting before Firestore) after the same comparison that stops a release.
 */
const RELEASE_STEPS = {
  live: ['check', 'compare', 'build', 'deploy', 'seed', 'record'],
  preview: ['check', 'previewBuild', 'previewDeploy'],
  undo: ['find', 'compare', 'clone', 'restore', 'forget'],
} as const satisfies Record<string, readonly Step[]>;

export type Release = keyof typeof RELEASE_STEPS;

/**
 * When the earlier releases' files cannot be taken from the live site: nothing has gone live,
 * and going live without them is a choice the office makes (`--without-old-files`).
 */
export function oldFilesAdvice(rerun: string, goAnyway: string): string[] {
  return [
    'Nothing was deployed or written: the live site and Firestore are as they were.',
    'Without those files, a page open on the live site while the release goes live would',
    'reload, or fail, on its next step.',
    `When the live site answers again, run \`${rerun}\` again; to go live without them,`,
    `run \`${goAnyway}\`.`,
  ];
}

/** The heading of a step, `Step 3/5: build the site`. */
export function stepHeading(step: Step, release: Release = 'live'): string {
  const steps: readonly Step[] = RELEASE_STEPS[release];
  return `Step ${steps.indexOf(step) + 1}/${steps.length}: ${STEPS[step]}`;
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
        `Fix the cause named above (\`npm run setup\` checks the Firebase sign-in and the project, each with its fix), then run \`${rerun}\` again.`,
      ];
    case 'seed':
      return [
        'The new site and rules are live; Firestore still holds the records it had, apart from',
        'any batch reported as written above. The live site shows those until the seed completes.',
        `Run \`${rerun}\` again: the build and deploy repeat harmlessly, and the seed writes only`,
        'what is still missing.',
      ];
    case 'record':
      return [
        'The new site and its content are live, but the history does not name this release yet,',
        'so --undo would skip it and go back one release too far.',
        `Run \`${rerun}\` again: the build and deploy repeat harmlessly, the seed writes nothing,`,
        'and the release is recorded.',
      ];
    case 'find':
      return ['Nothing was changed: the live site and Firestore are as they were.'];
    case 'clone':
      return [
        'Firestore was not touched, and Hosting goes live only when the clone completes: the',
        'live site is the release you wanted to undo.',
        `Fix the cause named above (\`npm run setup\` checks the Firebase sign-in and the project, each with its fix), then run \`${rerun}\` again.`,
        'If firebase says the version is not found, Hosting no longer keeps it: Hosting deletes',
        'versions beyond the number its release storage setting keeps (Firebase console, Hosting,',
        'release storage settings). That release cannot be put back; fix the file and publish.',
      ];
    case 'restore':
      return [
        "The earlier release's site is live; Firestore still holds the undone release's content,",
        'apart from any batch reported as written above, and the history still names it as',
        `current. Run \`${rerun}\` again: it finds the same release, Hosting is already`,
        'there, and it writes only what is still missing.',
      ];
    case 'forget':
      return [
        "The earlier release's site and content are live, but the history still names the undone",
        `release as current. Run \`${rerun}\` again: it writes nothing more and records the undo.`,
      ];
    case 'previewBuild':
      return [
        'Nothing was deployed: the live site, Firestore and earlier previews are as they were.',
        `Fix the build (\`npm run build -- --preview\` shows the same error), then run \`${rerun}\` again.`,
      ];
    case 'previewDeploy':
      return [
        'A preview never touches the live site or Firestore: both are as they were.',
        `Fix the cause named above (\`npm run setup\` checks the Firebase sign-in and the project, each with its fix), then run \`${rerun}\` again.`,
      ];
  }
}
