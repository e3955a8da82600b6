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
import { generatedProject, parsedProject as project } from '../../tests/support/fixtures';

describe('planSeed', () => {
  const one = project(generatedProject(1));
  const two = project(generatedProject(2));
  const three = project(generatedProject(3));
  const doc = (p: Project) => toDocumentData(p);
  const none = new Map<string, DocumentData>();
  const options = { overwrite: false };
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

  it('stops on a change made in Firestore since the seed wrote it, field by field, for pull to take', () => {
    const existing = new Map([[one.id, { ...doc(one), year_sold: 2026, beds: 7 }]]);
    const bases = new Map([[one.id, doc(one)]]);

    const plan = planSeed([one], existing, bases, options);

    expect(plan.conflicts).toEqual([
      {
        id: one.id,
        reason: 'changed',
        action: 'update',
        pullable: [
          { field: 'beds', base: one.beds, file: one.beds, firestore: 7 },
          { field: 'year_sold', base: one.year_sold, file: one.year_sold, firestore: 2026 },
        ],
        clashes: [],
      },
    ]);
    expect(plan.update).toEqual([]);
    expect(isBlocked(plan)).toBe(true);

    const overwrite = planSeed([one], existing, bases, { overwrite: true });
    expect(isBlocked(overwrite)).toBe(false);
    expect(kinds(writesOf(overwrite))).toEqual([`update ${one.id}`]);
  });

  it('tells different fields changed on both sides (pull merges them) from the same field changed differently', () => {
    const soldInConsole = { ...doc(one), is_sold: true, year_sold: 2026 };
    const bases = new Map([[one.id, doc(one)]]);
    const photoAdded = project({ ...generatedProject(1), images: [...one.images, one.images[0]] });

    const merged = planSeed([photoAdded], new Map([[one.id, soldInConsole]]), bases, options);
    expect(merged.conflicts).toHaveLength(1);
    expect(merged.conflicts[0]?.pullable.map(({ field }) => field)).toEqual([
      'is_sold',
      'year_sold',
    ]);
    expect(merged.conflicts[0]?.clashes).toEqual([]);

    const bedsInConsole = new Map([[one.id, { ...doc(one), beds: 5 }]]);
    const bedsInFile = project({ ...generatedProject(1), beds: 4 });
    const clash = planSeed([bedsInFile], bedsInConsole, bases, options);
    expect(clash.conflicts[0]?.clashes).toEqual([
      { field: 'beds', base: one.beds, file: 4, firestore: 5 },
    ]);

    // The same change on both sides is no change: the base catches up, nothing is rewritten.
    const same = planSeed([bedsInFile], new Map([[one.id, doc(bedsInFile)]]), bases, options);
    expect(same.conflicts).toEqual([]);
    expect(kinds(writesOf(same))).toEqual([`setBase ${one.id}`]);
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

    expect(plan.conflicts).toEqual([
      {
        id: one.id,
        reason: 'created',
        action: 'update',
        pullable: [],
        clashes: [{ field: 'beds', base: undefined, file: one.beds, firestore: 7 }],
      },
    ]);
    expect(plan.unchanged).toEqual([two.id]);
    expect(plan.setBase).toEqual([{ id: two.id, data: doc(two) }]);
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
    expect(plan.conflicts[0]?.pullable).toEqual([
      { field: 'internal_note', base: undefined, file: undefined, firestore: 'call the buyer' },
    ]);
  });

  it('calls a document deleted in Firestore after the seed wrote it a conflict', () => {
    const bases = new Map([[one.id, doc(one)]]);
    const plan = planSeed([one], none, bases, options);
    expect(plan.conflicts).toEqual([
      { id: one.id, reason: 'deleted', action: 'add', pullable: [], clashes: [] },
    ]);
    expect(plan.add).toEqual([]);
    const edited = planSeed([project({ ...generatedProject(1), beds: 9 })], none, bases, options);
    expect(edited.conflicts[0]?.clashes).toEqual([
      { field: 'beds', base: one.beds, file: 9, firestore: undefined },
    ]);
    const overwrite = planSeed([one], none, bases, { overwrite: true });
    expect(kinds(writesOf(overwrite))).toEqual([`create ${one.id}`]);
  });

  it('deletes, without being asked, only documents the seed wrote and nobody changed since', () => {
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

    const plan = planSeed([one], existing, bases, options);
    expect(plan.remove).toEqual(['seeded']);
    expect(plan.conflicts).toEqual([
      { id: 'console-added', reason: 'created', action: 'remove', pullable: [], clashes: [] },
      {
        id: 'edited',
        reason: 'changed',
        action: 'remove',
        pullable: [],
        clashes: [{ field: 'sort', base: 1, file: undefined, firestore: 2 }],
      },
    ]);
    expect(isBlocked(plan)).toBe(true);
    expect(kinds(writesOf(plan))).toEqual(['delete seeded', 'dropBase long-gone']);

    const forced = planSeed([one], existing, bases, { overwrite: true });
    expect(forced.remove).toEqual(['console-added', 'edited', 'seeded']);
    expect(isBlocked(forced)).toBe(false);
  });
});

describe('planSeed, with the photo sizes it measured', () => {
  const one = project(generatedProject(1));
  const two = project(generatedProject(2));
  const cover = one.images[0]?.url ?? '';
  // Portrait, as a phone held upright takes it; the https photo has no file to measure.
  const sizes = new Map([[cover, { width: 900, height: 1600 }]]);
  const withSizes = (p: Project) => {
    const data = toDocumentData(p) as { images: Record<string, unknown>[] };
    return {
      ...data,
      images: data.images.map((image) =>
        image.url === cover ? { ...image, width: 900, height: 1600 } : image,
      ),
    };
  };
  const options = { overwrite: false, sizes };

  it('writes every local photo with its size, and nothing more once Firestore holds them', () => {
    const added = planSeed([one], new Map(), new Map(), options);
    expect(added.add).toEqual([{ id: one.id, data: withSizes(one) }]);

    const seeded = new Map([[one.id, withSizes(one)]]);
    const again = planSeed([one], seeded, seeded, options);
    expect(again.unchanged).toEqual([one.id]);
    expect(writesOf(again)).toEqual([]);
  });

  it('gives a document seeded without sizes its sizes, as an update and never a conflict', () => {
    const before = new Map([[one.id, toDocumentData(one)]]);
    const plan = planSeed([one], before, before, options);
    expect(plan.conflicts).toEqual([]);
    expect(plan.update).toEqual([
      {
        id: one.id,
        data: withSizes(one),
        changes: [
          { field: 'images.0.width', from: undefined, to: 900 },
          { field: 'images.0.height', from: undefined, to: 1600 },
        ],
      },
    ]);
  });

  it("takes no size for a console edit: a photo edited in Firestore is Firestore's change only", () => {
    // Seeded before sizes; then the cover flag moved in the console, which wrote no sizes.
    const base = toDocumentData(two);
    const edited = structuredClone(base) as { images: Record<string, unknown>[] };
    delete edited.images[0]?.main;
    if (edited.images[1]) edited.images[1].main = true;
    const plan = planSeed([two], new Map([[two.id, edited]]), new Map([[two.id, base]]), options);
    expect(plan.conflicts).toEqual([
      {
        id: two.id,
        reason: 'changed',
        action: 'update',
        pullable: [expect.objectContaining({ field: 'images' })],
        clashes: [],
      },
    ]);
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
