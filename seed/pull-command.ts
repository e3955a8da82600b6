import { rename, writeFile } from 'node:fs/promises';
import { formatDataFile } from '../src/features/projects/data-file';
import { formatProblem, parseProjectRecords } from '../src/features/projects/project-records';
import { localPhotoUrls, measurePhotos } from '../tooling/photo-measurements';
import { EXIT, runCommand, type Output } from './command';
import { describeTarget, firestoreError, openFirestore, readStoredProjects } from './firestore';
import { PULL_USAGE, parsePullArgs, type PullOptions } from './options';
import { missingPhotos } from './photos';
import { loadCheckedProjects, shownPath } from './project-file';
import { changesFile, planPull, pullBlocked } from './pull-plan';
import { pullConflictLines, pullLines, settlingLines } from './pull-report';
import { projectReached } from './setup-probes';

/**
 * `npm run pull` (./pull.ts), and the office's settling of console edits: Firestore merged into
 * the data file field by field (./pull-plan.ts), each conflict settled by a choice.
 */

/** `npm run pull`: exit status as in EXIT (./command.ts). */
export function runPull(argv: readonly string[], output: Output) {
  return runCommand(argv, output, {
    usage: PULL_USAGE,
    parse: (args) => parsePullArgs(args),
    run: (options) => pull(options, output),
  });
}

/** A pull with these options, reported to `output`: what the office's settling runs too. */
async function pull(options: PullOptions, output: Output) {
  if (!(await projectReached(options, output))) return EXIT.failed;
  // The file must be valid to merge into; its photos are reported after the merge.
  const loaded = await loadCheckedProjects(options.file, undefined, 'pull into', output);
  if (!loaded) return EXIT.failed;
  output.out(`Source: ${describeTarget(options)}.`);

  const { db, close } = openFirestore(options);
  let stored;
  try {
    stored = await readStoredProjects(db);
  } catch (error) {
    output.err(`Reading Firestore failed: ${firestoreError(error)}`);
    return EXIT.failed;
  } finally {
    await close();
  }

  const named = [loaded.data.projects, [...stored.documents.values()], [...stored.bases.values()]];
  // Compared with the sizes the seed writes, so a size is never taken for a console edit.
  const { sizes } = await measurePhotos(localPhotoUrls(named), options.publicDir);
  const plan = planPull({
    records: loaded.data.projects,
    documents: stored.documents,
    bases: stored.bases,
    overwrite: options.overwrite,
    choices: options.choices,
    sizes,
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
    return EXIT.failed;
  }
  for (const line of pullLines(plan)) output.out(line);
  for (const line of pullConflictLines(plan, options.overwrite)) output.out(line);
  if (blocked === 'conflicts') {
    for (const line of settlingLines(plan.conflicts)) output.err(line);
    output.err(`Nothing was written. ${name} is as it was.`);
    return EXIT.conflict;
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
    return EXIT.done;
  }
  if (options.dryRun) {
    output.out(`Dry run: ${name} was not changed.`);
    return EXIT.done;
  }
  const text = formatDataFile({ ...loaded.data, projects: plan.records });
  const temporary = `${options.file}.pull-${process.pid}`;
  await writeFile(temporary, text);
  await rename(temporary, options.file);
  output.out(`Wrote ${name}. Review it with \`git diff\`, then commit it.`);
  return EXIT.done;
}
