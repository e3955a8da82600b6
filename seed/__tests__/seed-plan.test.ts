import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/features/projects/project-schema';
import { siteView, toDocumentData, type DocumentData } from '../documents';
import {
  MAX_BATCH_WRITES,
  isBlocked,
  planSeed,
  toBatches,
  writesOf,
  type SeedWrite,
} from '../seed-plan';
import { generatedProject, parsedProject as project } from './support/project-fixtures';

describe('planSeed', () => {
  const one = project(generatedProject(1));
  const two = project(generatedProject(2));
  const three = project(generatedProject(3));
  const doc = (p: Project) => toDocumentData(p);
  const none = new Map<string, DocumentData>();
  const options = { prune: false, overwrite: false };
  const kinds = (writes: SeedWrite[]) => writes.map(({ kind, id }) => `${kind} ${id}`);

  it('adds, updates what only the file changed, and leaves equal documents alone', () => {
    const existing = new Map<string, DocumentData>([
      // Same data in a different key order is unchanged: Firestore does not keep order.
      [one.id, Object.fromEntries(Object.entries(doc(one)).reverse())],
      [two.id, { ...doc(two), beds: 99 }],
    ]);
    const bases = new Map(existing);

    const plan = planSeed([one, two, three], existing, bases, options);

    expect(plan.add.map(({ id }) => id)).toEqual([three.id]);
    expect(plan.update).toEqual([
      { id: two.id, data: doc(two), changes: [{ field: 'beds', from: 99, to: two.beds }] },
    ]);
    expect(plan.unchanged).toEqual([one.id]);
    expect(plan.conflicts).toEqual([]);
    expect(isBlocked(plan)).toBe(false);
    expect(kinds(writesOf(plan))).toEqual([`create ${three.id}`, `update ${two.id}`]);
  });

  it('calls a document changed in Firestore since the seed wrote it a conflict, field by field', () => {
    const existing = new Map([[one.id, { ...doc(one), year_sold: 2026, beds: 7 }]]);
    const bases = new Map([[one.id, doc(one)]]);

    const plan = planSeed([one], existing, bases, options);

    expect(plan.conflicts).toEqual([
      {
        id: one.id,
        reason: 'changed',
        action: 'update',
        changes: [
          { field: 'beds', from: 7, to: one.beds },
          { field: 'year_sold', from: 2026, to: one.year_sold },
        ],
      },
    ]);
    expect(plan.update).toEqual([]);
    expect(isBlocked(plan)).toBe(true);

    const overwrite = planSeed([one], existing, bases, { prune: false, overwrite: true });
    expect(isBlocked(overwrite)).toBe(false);
    expect(kinds(writesOf(overwrite))).toEqual([`update ${one.id}`]);
  });

  it('calls a document created in Firestore a conflict when it differs, and adopts it when not', () => {
    // Made in the console without the flags that default to false: the site reads it as the file.
    const { pending_sale, full_renovation, ...withoutFlags } = doc(two);
    expect([pending_sale, full_renovation]).toEqual([false, false]);
    const existing = new Map<string, DocumentData>([
      [one.id, { ...doc(one), beds: 7 }],
      [two.id, withoutFlags],
    ]);

    const plan = planSeed([one, two], existing, none, options);

    expect(plan.conflicts.map(({ id, reason }) => `${reason} ${id}`)).toEqual([
      `created ${one.id}`,
    ]);
    expect(plan.unchanged).toEqual([two.id]);
    expect(plan.setBase).toEqual([{ id: two.id, data: existing.get(two.id) }]);
  });

  it('never ignores a field the schema does not know: it may be a console edit', () => {
    const stored = { ...doc(one), internal_note: 'call the buyer' };
    expect(siteView(stored, one.id)).toBeUndefined();
    const plan = planSeed(
      [one],
      new Map([[one.id, stored]]),
      new Map([[one.id, doc(one)]]),
      options,
    );
    expect(plan.conflicts[0]?.changes).toEqual([
      { field: 'internal_note', from: 'call the buyer', to: undefined },
    ]);
  });

  it('calls a document deleted in Firestore after the seed wrote it a conflict', () => {
    const plan = planSeed([one], none, new Map([[one.id, doc(one)]]), options);
    expect(plan.conflicts).toEqual([{ id: one.id, reason: 'deleted', action: 'add', changes: [] }]);
    expect(plan.add).toEqual([]);
    const overwrite = planSeed([one], none, new Map([[one.id, doc(one)]]), {
      prune: false,
      overwrite: true,
    });
    expect(kinds(writesOf(overwrite))).toEqual([`create ${one.id}`]);
  });

  it('prunes only documents the seed wrote and nobody changed since', () => {
    const existing = new Map<string, DocumentData>([
      [one.id, doc(one)],
      ['seeded', { id: 'seeded' }],
      ['edited', { id: 'edited', sort: 2 }],
      ['console-added', { id: 'console-added' }],
    ]);
    const bases = new Map<string, DocumentData>([
      [one.id, doc(one)],
      ['seeded', { id: 'seeded' }],
      ['edited', { id: 'edited', sort: 1 }],
      ['long-gone', { id: 'long-gone' }],
    ]);

    const kept = planSeed([one], existing, bases, options);
    expect(kept.extra).toEqual(['console-added', 'edited', 'seeded']);
    expect(kept.createdInFirestore).toEqual(['console-added']);
    expect(kept.conflicts).toEqual([]);
    expect(kinds(writesOf(kept))).toEqual(['dropBase long-gone']);

    const pruned = planSeed([one], existing, bases, { prune: true, overwrite: false });
    expect(pruned.remove).toEqual(['seeded']);
    expect(pruned.conflicts).toEqual([
      { id: 'console-added', reason: 'created', action: 'remove', changes: [] },
      {
        id: 'edited',
        reason: 'changed',
        action: 'remove',
        changes: [{ field: 'sort', from: 1, to: 2 }],
      },
    ]);
    expect(isBlocked(pruned)).toBe(true);

    const forced = planSeed([one], existing, bases, { prune: true, overwrite: true });
    expect(forced.remove).toEqual(['console-added', 'edited', 'seeded']);
  });
});

describe('toBatches', () => {
  const deletes = (count: number): SeedWrite[] =>
    Array.from({ length: count }, (_, n) => ({ kind: 'delete', id: `p${n}` }));

  it(`puts at most ${MAX_BATCH_WRITES} operations in a batch, a project and its base together`, () => {
    const batches = toBatches(deletes(601));
    expect(batches.map((batch) => batch.length)).toEqual([250, 250, 101]);
    expect(batches.flat()).toEqual(deletes(601));
    const forgets: SeedWrite[] = [{ kind: 'dropBase', id: 'a' }, ...deletes(250)];
    expect(toBatches(forgets).map((batch) => batch.length)).toEqual([250, 1]);
    expect(toBatches([])).toEqual([]);
  });

  it('starts a new batch before the request would grow too large', () => {
    const big = (id: string): SeedWrite => ({
      kind: 'create',
      id,
      data: { text: 'x'.repeat(200) },
    });
    const batches = toBatches([big('a'), big('b'), big('c')], { maxBytes: 1000 });
    expect(batches.map((batch) => batch.map(({ id }) => id))).toEqual([['a', 'b'], ['c']]);
  });
});
