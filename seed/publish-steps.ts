import { spawn } from 'node:child_process';
import { ROOT } from '../tooling/paths';
import type { Project } from '../src/features/projects/project-schema';
import { EXIT, type Output } from './command';
import type { PublishOptions } from './options';
import { ChangedDuringRun, seedProjects } from './seed-firestore';
import { isBlocked, type SeedPlan } from './seed-plan';
import { liveChannel, type LiveChannel } from './carry-plan';
import { commandLine, listChannelsCommand, type Command, type Step } from './publish-plan';

/** A step that stopped the release; its message is printed with what is live and how to retry. */
export class StepFailed extends Error {
  constructor(
    readonly step: Step,
    message: string,
    readonly status: typeof EXIT.failed | typeof EXIT.conflict = EXIT.failed,
    /** What is live and how to go on, when the step's usual advice does not say it. */
    readonly advice?: string[],
  ) {
    super(message);
  }
}

/**
 * Runs a step's command in the repository, its output shown as it comes; with `capture`, its
 * standard output is kept instead, for publish to read.
 */
export function run(
  { file, args }: Command,
  { capture = false } = {},
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', (error) => {
      console.error(`Could not start ${file}: ${error.message}`);
      resolve({ code: 127, stdout });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
  });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The live channel as `firebase hosting:channel:list --json` names it: the live site's address
 * and the version it serves (none before the site's first release); or why firebase did not
 * say, with the command that failed.
 */
export async function readLiveChannel(
  firebase: string,
  projectId: string,
): Promise<LiveChannel | { error: string }> {
  const list = listChannelsCommand(firebase, projectId);
  const listed = await run(list, { capture: true });
  const answer = liveChannel(listed.stdout);
  if (listed.code === 0 && !('error' in answer)) return answer;
  const why = 'error' in answer ? `: ${answer.error}` : '';
  return { error: `\`${commandLine(list)}\` exited ${listed.code}${why}` };
}

/** What a step tells the office when Firestore stops it, which differs by command and step. */
type FirestoreStops = {
  /** After a write's precondition met a change made during the run: what to do next. */
  changedDuringRun: string;
  /** When the plan met changes the file lacks, or clashes: nothing was written. */
  blocked: (plan: SeedPlan) => string;
};

/**
 * Publish's and undo's Firestore step: the seed's plan for `projects` (written, with `write`),
 * a change made in Firestore that the release would lose stopping it with exit 3.
 */
export async function firestoreStep(
  step: Step,
  projects: readonly Project[],
  options: PublishOptions,
  write: boolean,
  output: Output,
  stops: FirestoreStops,
): Promise<SeedPlan> {
  let plan: SeedPlan;
  try {
    ({ plan } = await seedProjects(options, projects, { ...options, write }, output));
  } catch (error) {
    if (error instanceof ChangedDuringRun) {
      throw new StepFailed(step, `${error.message}. ${stops.changedDuringRun}`, EXIT.conflict);
    }
    throw new StepFailed(step, `Firestore failed: ${messageOf(error)}`);
  }
  if (isBlocked(plan)) throw new StepFailed(step, stops.blocked(plan), EXIT.conflict);
  return plan;
}
