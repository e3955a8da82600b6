import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  PROJECTS_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../src/features/projects/firestore-paths';
import type { Project } from '../src/features/projects/project-schema';
import { PUBLIC_DIR } from '../tooling/paths';
import { localPhotoUrls, measurePhotos } from '../tooling/photo-measurements';
import type { Output } from './command';
import {
  isRefusedPrecondition,
  openFirestore,
  readStoredProjects,
  type FirestoreTarget,
  type StoredProjects,
} from './firestore';
import { isBlocked, operationsOf, planSeed, toBatches, writesOf, type SeedPlan } from './seed-plan';
import { planLines } from './seed-report';

/**
 * One seed of `projects`, as `npm run seed` and publish's and undo's Firestore steps run it:
 * read the collection, measure the photos every side names in `publicDir`, plan against it,
 * print the plan, and write it (see applyPlan) unless `write` is false or a conflict blocks
 * it. Throws ChangedDuringRun when a document changed between the read and the write.
 */
export async function seedProjects(
  target: FirestoreTarget,
  projects: readonly Project[],
  {
    write,
    beforeWrite,
    publicDir = PUBLIC_DIR,
    overwrite,
  }: {
    overwrite: boolean;
    write: boolean;
    /** Where the records' local photos are (default public/), to write them with their sizes. */
    publicDir?: string;
    beforeWrite?: () => Promise<void>;
  },
  output: Output,
): Promise<{ plan: SeedPlan; written: boolean }> {
  const { db, close } = openFirestore(target);
  try {
    const stored = await readStoredProjects(db);
    const named = [projects, [...stored.documents.values()], [...stored.bases.values()]];
    // A photo that is not there (gone from the file's side, say) keeps the size it was given.
    const { sizes } = await measurePhotos(localPhotoUrls(named), publicDir);
    const plan = planSeed(projects, stored.documents, stored.bases, { overwrite, sizes });
    for (const line of planLines(plan)) output.out(line);
    if (!write || isBlocked(plan)) return { plan, written: false };
    await applyPlan(db, plan, stored, output, beforeWrite);
    return { plan, written: true };
  } finally {
    await close();
  }
}

/** A write Firestore refused because a document changed after it was read. */
export class ChangedDuringRun extends Error {
  override name = 'ChangedDuringRun';

  constructor(
    readonly ids: string[],
    readonly committedBatches: number,
    readonly totalBatches: number,
  ) {
    super(
      `Firestore changed while seeding: ${ids.length > 0 ? ids.join(', ') : 'a document'} changed after the seed read ${ids.length === 1 ? 'it' : 'them'}, so Firestore refused batch ${committedBatches + 1}/${totalBatches} and nothing in it was written`,
    );
  }
}

/**
 * Writes the plan in batches. Each project's document and its base change in one batch, and
 * every write to an existing document carries the update time it was read with (a new one must
 * not exist yet), so a change made in between makes Firestore refuse the batch: nothing is
 * overwritten. `beforeWrite` runs between the read and the first write (tests use it).
 */
async function applyPlan(
  db: Firestore,
  plan: SeedPlan,
  stored: StoredProjects,
  output: Output,
  beforeWrite?: () => Promise<void>,
): Promise<void> {
  const batches = toBatches(writesOf(plan));
  if (batches.length === 0) {
    output.out('Nothing to write.');
    return;
  }
  await beforeWrite?.();
  const projects = db.collection(PROJECTS_COLLECTION);
  const bases = db.collection(SEED_BASE_COLLECTION);
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  let written = 0;
  for (const [index, writes] of batches.entries()) {
    const batch = db.batch();
    for (const write of writes) {
      const project = projects.doc(write.id);
      const base = bases.doc(write.id);
      const lastUpdateTime = stored.updateTimes.get(write.id);
      switch (write.kind) {
        case 'create':
          batch.create(project, write.data);
          batch.set(base, { data: write.data });
          break;
        case 'update': {
          if (!lastUpdateTime) throw new Error(`no update time read for ${write.id}`);
          const old = stored.documents.get(write.id) ?? {};
          // update() rather than set(): only update() takes a precondition. Every field is
          // replaced whole, and fields the file no longer has are deleted.
          const fields: unknown[] = [];
          for (const [key, value] of Object.entries(write.data))
            fields.push(new FieldPath(key), value);
          for (const key of Object.keys(old)) {
            if (!(key in write.data)) fields.push(new FieldPath(key), FieldValue.delete());
          }
          const [first, value, ...rest] = fields;
          batch.update(project, first as FieldPath, value, ...rest, { lastUpdateTime });
          batch.set(base, { data: write.data });
          break;
        }
        case 'delete':
          if (!lastUpdateTime) throw new Error(`no update time read for ${write.id}`);
          batch.delete(project, { lastUpdateTime });
          batch.delete(base);
          break;
        case 'setBase':
          batch.set(base, { data: write.data });
          break;
        case 'dropBase':
          batch.delete(base);
          break;
      }
    }
    try {
      await batch.commit();
    } catch (error) {
      if (!isRefusedPrecondition(error)) throw error;
      const ids = await changedSinceRead(
        db,
        writes.map(({ id }) => id),
        stored,
      );
      throw new ChangedDuringRun(ids, index, batches.length);
    }
    written += writes.length;
    const operations = writes.reduce((sum, write) => sum + operationsOf(write), 0);
    output.out(
      `  batch ${index + 1}/${batches.length}: ${written}/${total} projects written (${operations} operations)`,
    );
  }
}

/** The ids, of those given, whose document is not as it was read. */
async function changedSinceRead(
  db: Firestore,
  ids: readonly string[],
  stored: StoredProjects,
): Promise<string[]> {
  const refs = ids.map((id) => db.collection(PROJECTS_COLLECTION).doc(id));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  return snapshots
    .filter((snapshot) => {
      const before = stored.updateTimes.get(snapshot.id);
      if (!snapshot.exists || !snapshot.updateTime) return before !== undefined;
      return before === undefined || !before.isEqual(snapshot.updateTime);
    })
    .map(({ id }) => id);
}
