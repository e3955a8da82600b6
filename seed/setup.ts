/**
 * `npm run setup [-- --project ID]`: the first-time setup's checklist (./setup-plan.ts), as the
 * office's Setup screen shows it; with `--project`, the project is looked up first and, when
 * the signed-in account sees it, chosen once for every command (`.firebaserc`'s `live`).
 */
import { parseCommandLine, runMain } from '../tooling/run-main';
import { chooseProject, probeSetup } from './setup-probes';
import { checklistLines, setupChecklist } from './setup-plan';

const USAGE = `Checks this computer's setup for publishing, item by item, each with its fix.

Usage: npm run setup [-- --project ID]

  --project ID   choose the Firebase project once: it is looked up (it must exist and your
                 Firebase sign-in must see it), then kept in .firebaserc as "live", which
                 publish, pull and seed then use without --project; commit .firebaserc
  --help         show this text

Exit status: 0 every item is green; 1 an item is red (its fix is printed); 2 wrong usage.`;

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
