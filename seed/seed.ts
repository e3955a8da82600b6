import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  formatProblem,
  parseProjectRecords,
  projectRecordsFromDataFile,
  type RecordProblem,
} from '../src/features/projects/project-records';
import { PROJECTS_COLLECTION } from '../src/features/projects/data/firestore-paths';
import type { Project } from '../src/features/projects/project-schema';
import {
  MAX_DOCUMENT_BYTES,
  documentBytes,
  planSeed,
  toBatches,
  toDocumentData,
  writesOf,
  type DocumentData,
  type SeedPlan,
} from './seed-plan';
import { runMain, UsageError } from '../tooling/run-main';
import { USAGE, parseSeedArgs, type SeedOptions } from './seed-options';
import { missingPhotos } from './seed-photos';

/** Plans longer than this print a sample of ids per kind rather than all of them. */
const IDS_SHOWN = 20;

type Output = { out: (line: string) => void; err: (line: string) => void };

/** Exit status: 0 done, 1 the file or Firestore failed, 2 the command was misused. */
async function runSeed(argv: readonly string[], output: Output): Promise<number> {
  let options: SeedOptions | 'help';
  try {
    options = parseSeedArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    output.out(USAGE);
    return 0;
  }

  // The whole file is checked before anything connects, so a bad file writes nothing.
  const loaded = await loadProjects(options.file, options.publicDir);
  const fileName = path.relative(process.cwd(), options.file) || options.file;
  if ('error' in loaded) {
    output.err(`Cannot seed from ${fileName}: ${loaded.error}`);
    return 1;
  }
  if (loaded.problems.length > 0) {
    const count = loaded.problems.length;
    output.err(`${fileName} has ${count} problem${count === 1 ? '' : 's'}; nothing was written.`);
    for (const problem of loaded.problems) output.err(`  ${formatProblem(problem)}`);
    return 1;
  }
  const { projects } = loaded;
  output.out(`Read ${projects.length} projects from ${fileName}.`);
  output.out(
    options.emulatorHost
      ? `Target: Firestore emulator at ${options.emulatorHost}, project "${options.projectId}".`
      : `Target: LIVE project "${options.projectId}" (Application Default Credentials).`,
  );

  if (options.emulatorHost) {
    // The emulator needs no credentials; without this, Google's auth library still probes
    // the cloud metadata server (a link-local address) to find some.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const app = initializeApp(
    options.emulatorHost
      ? { projectId: options.projectId }
      : { projectId: options.projectId, credential: applicationDefault() },
    `seed-${process.pid}`,
  );
  const db = getFirestore(app);
  try {
    const plan = planSeed(projects, await readExisting(db), options.prune);
    printPlan(plan, output);
    if (options.dryRun) {
      output.out('Dry run: nothing was written.');
      return 0;
    }
    await applyPlan(db, plan, output);
    output.out(`Done: ${summary(plan)}.`);
    return 0;
  } catch (error) {
    output.err(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await deleteApp(app);
  }
}

type Loaded = { projects: Project[]; problems: RecordProblem[] } | { error: string };

async function loadProjects(file: string, publicDir: string): Promise<Loaded> {
  let records: unknown[];
  try {
    records = projectRecordsFromDataFile(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { projects, problems } = parseProjectRecords(records);
  const indexOf = (id: string) => records.findIndex((record) => hasId(record, id));
  // The app's schema cannot know Firestore's per-document limit; check it here too.
  projects.forEach((project) => {
    const bytes = documentBytes(toDocumentData(project));
    if (bytes > MAX_DOCUMENT_BYTES) {
      problems.push({
        index: indexOf(project.id),
        id: project.id,
        field: '',
        message: `is ${bytes} bytes, over Firestore's 1 MiB document limit`,
      });
    }
  });
  problems.push(...(await missingPhotos(projects, publicDir, indexOf)));
  return { projects, problems };
}

async function readExisting(db: Firestore): Promise<Map<string, DocumentData>> {
  const snapshot = await db.collection(PROJECTS_COLLECTION).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

async function applyPlan(db: Firestore, plan: SeedPlan, output: Output): Promise<void> {
  const batches = toBatches(writesOf(plan));
  if (batches.length === 0) {
    output.out('Nothing to write.');
    return;
  }
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  const collection = db.collection(PROJECTS_COLLECTION);
  let written = 0;
  for (const [index, writes] of batches.entries()) {
    const batch = db.batch();
    for (const write of writes) {
      const ref = collection.doc(write.id);
      if (write.kind === 'set') batch.set(ref, write.data);
      else batch.delete(ref);
    }
    await batch.commit();
    written += writes.length;
    output.out(`  batch ${index + 1}/${batches.length}: ${written}/${total} writes committed`);
  }
}

function printPlan(plan: SeedPlan, output: Output): void {
  const extraNote = plan.prune
    ? `${plan.extra.length} to remove`
    : `${plan.extra.length} not in the file (kept; --prune removes them)`;
  output.out(
    `Plan: ${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged, ${extraNote}.`,
  );
  const ids = (entries: readonly { id: string }[]) => entries.map(({ id }) => id);
  printIds('+ add   ', ids(plan.add), output);
  printIds('~ update', ids(plan.update), output);
  if (plan.prune) printIds('- remove', plan.extra, output);
}

function printIds(label: string, ids: readonly string[], output: Output): void {
  for (const id of ids.slice(0, IDS_SHOWN)) output.out(`  ${label} ${id}`);
  if (ids.length > IDS_SHOWN) output.out(`  ${label} … and ${ids.length - IDS_SHOWN} more`);
}

function summary(plan: SeedPlan): string {
  const parts = [
    `${plan.add.length} added`,
    `${plan.update.length} updated`,
    `${plan.unchanged.length} unchanged`,
  ];
  if (plan.prune) parts.push(`${plan.extra.length} removed`);
  return parts.join(', ');
}

function hasId(record: unknown, id: string): boolean {
  return typeof record === 'object' && record !== null && 'id' in record && record.id === id;
}

runMain('seed', () =>
  runSeed(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
