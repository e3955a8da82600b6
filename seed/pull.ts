import { rename, writeFile } from 'node:fs/promises';
import { formatDataFile } from '../src/features/projects/data-file';
import { formatProblem, parseProjectRecords } from '../src/features/projects/project-records';
import { changesFile, planPull, pullBlocked } from './pull-plan';
import { loadCheckedProjects, shownPath } from './project-file';
import { consoleOutput, type Output } from './command-output';
import { describeTarget, openFirestore, readStoredProjects } from './seed-firestore';
import { runMain } from '../tooling/run-main';
import { PULL_USAGE, parsePullArgs } from './seed-options';
import { missingPhotos } from './seed-photos';
import { pullConflictLines, pullLines } from './seed-report';

/** Exit status, as the seed's: 0 done, 1 failed, 2 misused, 3 conflict (nothing written). */
async function runPull(argv: readonly string[], output: Output): Promise<number> {
  // A UsageError goes to runMain, which prints it with the usage text and exits 2.
  const options = parsePullArgs(argv);
  if (options === 'help') {
    output.out(PULL_USAGE);
    return 0;
  }

  // The file must be valid to merge into; its photos are reported after the merge.
  const loaded = await loadCheckedProjects(options.file, undefined, 'pull into', output);
  if (!loaded) return 1;
  output.out(`Source: ${describeTarget(options)}.`);

  const { db, close } = openFirestore(options);
  let stored;
  try {
    stored = await readStoredProjects(db);
  } catch (error) {
    output.err(
      `Reading Firestore failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await close();
  }

  const plan = planPull({
    records: loaded.data.projects,
    documents: stored.documents,
    memory: stored.memory,
    overwrite: options.overwrite,
  });
  const name = shownPath(options.file);
  const blocked = pullBlocked(plan, options.overwrite);
  if (blocked === 'problems') {
    const count = plan.problems.length;
    output.err(
      `Firestore holds ${count} problem${count === 1 ? '' : 's'} the site's schema refuses; ${name} was not changed.`,
    );
    for (const problem of plan.problems) output.err(`  ${problem}`);
    output.err('Fix the documents in the Firebase console, then pull again.');
    return 1;
  }
  for (const line of pullLines(plan)) output.out(line);
  for (const line of pullConflictLines(plan, options.overwrite)) output.out(line);
  if (blocked === 'conflicts') {
    output.err(
      `Nothing was written. Make each conflicting record in ${name} say what it should, then seed with --overwrite; or pull with --overwrite to take Firestore's version.`,
    );
    return 3;
  }

  // A record that names a photo public/ lacks is still pulled; seed and publish refuse it
  // until the photo is there, so say so now.
  const { projects } = parseProjectRecords(plan.records);
  const missing = await missingPhotos(projects, options.publicDir, (id) =>
    plan.records.findIndex((record) => (record as { id?: unknown }).id === id),
  );
  for (const problem of missing) {
    output.err(`  ! ${formatProblem(problem)}: add the photo, or seed and publish refuse it`);
  }

  if (!changesFile(plan)) {
    output.out(`Nothing to pull: ${name} is left as it was.`);
    return 0;
  }
  if (options.dryRun) {
    output.out(`Dry run: ${name} was not changed.`);
    return 0;
  }
  const text = formatDataFile({ ...loaded.data, projects: plan.records });
  const temporary = `${options.file}.pull-${process.pid}`;
  await writeFile(temporary, text);
  await rename(temporary, options.file);
  output.out(`Wrote ${name}. Review it with \`git diff\`, then commit it.`);
  return 0;
}

runMain('pull', () => runPull(process.argv.slice(2), consoleOutput), PULL_USAGE);
