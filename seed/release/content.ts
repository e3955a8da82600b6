/**
 * A release's content: the data file checked before anything else, and Firestore compared and
 * written as `npm run seed` writes it (../seed-firestore.ts), so a change made in Firestore that
 * a release would lose stops it, and the seed's memory follows every release and undo.
 */
import path from 'node:path';
import type { Project } from '../../src/features/projects/project-schema';
import { DATA_FILE, PUBLIC_DIR } from '../../tooling/paths';
import { EXIT, type Output } from '../command';
import { firestoreError } from '../firestore';
import { loadCheckedProjects } from '../project-file';
import { ChangedDuringRun, seedProjects } from '../seed-firestore';
import { isBlocked, type SeedPlan } from '../seed-plan';
import type { PublishOptions } from './publish-options';
import { beginStep, StepFailed, type Release } from './steps';

/** Step 1 of a release and of a preview: the data file and every photo it names. */
export async function checkFile(release: Release, output: Output): Promise<Project[]> {
  beginStep(output, 'check', release);
  const loaded = await loadCheckedProjects(
    path.join(PUBLIC_DIR, DATA_FILE),
    PUBLIC_DIR,
    'publish',
    output,
  );
  if (!loaded) throw new StepFailed('check', 'the data file cannot be published as it is.');
  return loaded.projects;
}

/** What a step tells the office when Firestore stops it, which differs by command and step. */
export type FirestoreStops = {
  /** After a write's precondition met a change made during the run: what to do next. */
  changedDuringRun: string;
  /** When the plan met changes the file lacks, or clashes: nothing was written. */
  blocked: (plan: SeedPlan) => string;
};

/**
 * Publish's and undo's Firestore steps: the seed's plan for `projects`, which `compare` only
 * prints and `seed` and `restore` write, a change made in Firestore that the release would
 * lose stopping it with exit 3.
 */
export async function firestoreStep(
  step: 'compare' | 'seed' | 'restore',
  projects: readonly Project[],
  options: PublishOptions,
  output: Output,
  stops: FirestoreStops,
): Promise<SeedPlan> {
  const write = step !== 'compare';
  let plan: SeedPlan;
  try {
    ({ plan } = await seedProjects(options, projects, { ...options, write }, output));
  } catch (error) {
    if (error instanceof ChangedDuringRun) {
      throw new StepFailed(step, `${error.message}. ${stops.changedDuringRun}`, EXIT.conflict);
    }
    throw new StepFailed(step, `Firestore failed: ${firestoreError(error)}`);
  }
  if (isBlocked(plan)) throw new StepFailed(step, stops.blocked(plan), EXIT.conflict);
  return plan;
}
