/**
 * `npm run setup [-- --project ID]`: the first-time setup's checklist (./setup-plan.ts), as the
 * office's Setup screen shows it; with `--project`, the project is looked up first and, when
 * the signed-in account sees it, chosen once for every command (`.firebaserc`'s `live`).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../tooling/paths';
import { parseCommandLine, runMain } from '../tooling/run-main';
import { FIREBASERC, readFirebaserc, withLiveProject } from './firebase-project';
import { listProjects, readSignIn } from './release/hosting';
import { probeSetup } from './setup-probes';
import { checklistLines, projectProblem, setupChecklist } from './setup-plan';

const USAGE = `Checks this computer's setup for publishing, item by item, each with its fix.

Usage: npm run setup [-- --project ID]

  --project ID   choose the Firebase project once: it is looked up (it must exist and your
                 Firebase sign-in must see it), then kept in .firebaserc as "live", which
                 publish, pull and seed then use without --project; commit .firebaserc
  --help         show this text

Exit status: 0 every item is green; 1 an item is red (its fix is printed); 2 wrong usage.`;

/**
 * Chooses `projectId` as the live project, when firebase-tools sees it: what the office's Setup
 * screen calls too. Answers the problem in words when it cannot be chosen.
 */
export async function chooseProject(
  projectId: string,
  root: string = ROOT,
): Promise<{ chosen: true } | { problem: string }> {
  const signIn = await readSignIn();
  const projects = 'error' in signIn || !signIn.email ? undefined : await listProjects(projectId);
  const problem = projectProblem(projectId, projects, signIn);
  if (problem) return { problem: `${problem.detail}. ${problem.fix}` };
  await writeFile(path.join(root, FIREBASERC), withLiveProject(readFirebaserc(root), projectId));
  return { chosen: true };
}

runMain(
  'setup',
  async () => {
    const { values } = parseCommandLine({
      options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const projectId = values.project?.trim();
    if (projectId) {
      const chosen = await chooseProject(projectId);
      if ('problem' in chosen) {
        console.error(`The project was not chosen: ${chosen.problem}`);
        return 1;
      }
      console.log(
        `Chose "${projectId}" in .firebaserc. Commit it, so every copy of the repository publishes there: git commit -m "Publish to ${projectId}" .firebaserc`,
      );
    }
    const items = setupChecklist(await probeSetup());
    console.log('Setup for publishing:');
    for (const line of checklistLines(items)) console.log(line);
    return items.every(({ ok }) => ok) ? 0 : 1;
  },
  USAGE,
);
