import { describe, expect, it } from 'vitest';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { changesFile, planPull, pullBlocked } from '../pull-plan';
import { toDocumentData, type DocumentData } from '../documents';
import { generatedProject } from '../../tests/support/fixtures';

/** A record as the file holds it, and the document the seed wrote for it. */
function record(n: number, changes: Record<string, unknown> = {}) {
  return { ...generatedProject(n), ...changes };
}
function documentOf(raw: unknown): DocumentData {
  const { projects } = parseProjectRecords([raw]);
  const [project] = projects;
  if (!project) throw new Error('invalid record');
  return toDocumentData(project);
}
const ids = (records: unknown[]) => records.map((r) => (r as { id: string }).id);

describe('planPull', () => {
  const one = record(1);
  const two = record(2);
  const seeded = new Map([
    [one.id, documentOf(one)],
    [two.id, documentOf(two)],
  ]);

  it('takes a change made only in Firestore, field by field, and keeps the rest of the record', () => {
    const documents = new Map([
      [one.id, { ...documentOf(one), year_sold: 2026, is_sold: true }],
      [two.id, documentOf(two)],
    ]);
    const plan = planPull({ records: [one, two], documents, bases: seeded, overwrite: false });

    expect(plan.changed).toEqual([
      {
        id: one.id,
        changes: [
          { field: 'is_sold', from: false, to: true },
          { field: 'year_sold', from: null, to: 2026 },
        ],
      },
    ]);
    expect(plan.unchanged).toBe(1);
    // Patched in place: same keys in the same order, two values changed.
    expect(plan.records[0]).toEqual({ ...one, is_sold: true, year_sold: 2026 });
    expect(Object.keys(plan.records[0] as object)).toEqual(Object.keys(one));
    expect(plan.records[1]).toBe(two);
    expect(pullBlocked(plan, false)).toBe(false);
  });

  it('keeps records changed or added only in the file, waiting to be published', () => {
    const edited = { ...one, beds: 5 };
    const added = record(3);
    const plan = planPull({
      records: [edited, two, added],
      documents: seeded,
      bases: seeded,
      overwrite: false,
    });
    expect(plan.records).toEqual([edited, two, added]);
    expect(plan.waiting).toEqual([
      { id: one.id, what: 'changed' },
      { id: added.id, what: 'added' },
    ]);
    expect(changesFile(plan)).toBe(false);
  });

  it('adds documents created in Firestore last, and removes records deleted there', () => {
    const created = documentOf(record(9));
    const plan = planPull({
      records: [one, two],
      documents: new Map([
        [one.id, documentOf(one)],
        [created.id as string, created],
      ]),
      bases: seeded,
      overwrite: false,
    });
    expect(plan.added).toEqual([created.id]);
    expect(plan.removed).toEqual([two.id]);
    expect(ids(plan.records)).toEqual([one.id, created.id]);
    // A new record reads like its neighbours: the first record's key order.
    expect(Object.keys(plan.records[1] as object)).toEqual(Object.keys(one));
  });

  it('reports a record changed on both sides, differently, as a conflict; the same change is none', () => {
    const documents = new Map([
      [one.id, { ...documentOf(one), beds: 4 }],
      [two.id, { ...documentOf(two), beds: 4 }],
    ]);
    const plan = planPull({
      records: [
        { ...one, beds: 5 },
        { ...two, beds: 4 },
      ],
      documents,
      bases: seeded,
      overwrite: false,
    });
    expect(plan.conflicts).toEqual([
      { id: one.id, reason: 'changed', changes: [{ field: 'beds', from: 5, to: 4 }] },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(pullBlocked(plan, false)).toBe('conflicts');

    const forced = planPull({
      records: [{ ...one, beds: 5 }, two],
      documents,
      bases: seeded,
      overwrite: true,
    });
    expect(pullBlocked(forced, true)).toBe(false);
    expect((forced.records[0] as { beds: number }).beds).toBe(4);
  });

  it("merges different fields changed on both sides: the file keeps its own, takes Firestore's", () => {
    // The office marks the house sold in the console; someone adds a photo in the file.
    const photoAdded = {
      ...one,
      images: [...(one.images as unknown[]), { url: '/assets/k.jpg', kitchen: true }],
    };
    const documents = new Map([
      [one.id, { ...documentOf(one), is_sold: true, pending_sale: false, year_sold: 2026 }],
      [two.id, documentOf(two)],
    ]);
    const plan = planPull({
      records: [photoAdded, two],
      documents,
      bases: seeded,
      overwrite: false,
    });

    expect(plan.conflicts).toEqual([]);
    expect(plan.changed).toEqual([
      {
        id: one.id,
        changes: [
          { field: 'is_sold', from: false, to: true },
          { field: 'pending_sale', from: true, to: false },
          { field: 'year_sold', from: null, to: 2026 },
        ],
      },
    ]);
    expect(plan.waiting).toEqual([{ id: one.id, what: 'changed' }]);
    expect(plan.records[0]).toEqual({
      ...photoAdded,
      is_sold: true,
      pending_sale: false,
      year_sold: 2026,
    });
  });

  it("refuses a merge that breaks the site's rules though each side alone keeps them", () => {
    const withYear = record(1, { year_sold: 2020 });
    const bases = new Map([[withYear.id, documentOf(withYear)]]);
    // The file drops the year; the console marks the house sold, which needs one.
    const documents = new Map([[withYear.id, { ...documentOf(withYear), is_sold: true }]]);
    const plan = planPull({
      records: [{ ...withYear, year_sold: null }],
      documents,
      bases,
      overwrite: false,
    });
    expect(plan.conflicts).toHaveLength(1);
    expect(plan.conflicts[0]?.problems?.join(' ')).toMatch(/year_sold/);
    expect(pullBlocked(plan, false)).toBe('conflicts');
    expect(plan.records[0]).toEqual({ ...withYear, year_sold: null });
  });

  it('refuses a document the site would skip or whose field it would drop, naming both', () => {
    const documents = new Map<string, DocumentData>([
      [one.id, { ...documentOf(one), beds: 'three' }],
      [two.id, { ...documentOf(two), year_sld: 2026 }],
    ]);
    const plan = planPull({ records: [one, two], documents, bases: seeded, overwrite: false });
    expect(plan.problems).toEqual([
      `Firestore document "${one.id}": field "beds" must be a number of bedrooms`,
      `Firestore document "${two.id}": field "year_sld" is not a project field, so the site ignores it: remove or rename it in the console`,
    ]);
    expect(pullBlocked(plan, true)).toBe('problems');
  });

  it('takes a document made in the console without its default flags as the site reads it', () => {
    const withoutFlag = Object.fromEntries(
      Object.entries(documentOf(record(2))).filter(([key]) => key !== 'pending_sale'),
    );
    const plan = planPull({
      records: [one],
      documents: new Map([
        [one.id, documentOf(one)],
        [two.id, withoutFlag],
      ]),
      bases: new Map(),
      overwrite: false,
    });
    expect(plan.problems).toEqual([]);
    expect(plan.added).toEqual([two.id]);
    expect(plan.records[1]).toMatchObject({ pending_sale: false });
  });
});

describe('planPull, with the photo sizes the seed wrote', () => {
  const one = record(1);
  const urls = (images: unknown) => (images as { url: string }[]).map(({ url }) => url);
  const [cover = ''] = urls(one.images);
  const sizes = new Map([[cover, { width: 900, height: 1600 }]]);
  /** The document as the seed writes it: the cover with its measured size. */
  const seededDocument = (raw: unknown) => {
    const data = documentOf(raw) as { images: Record<string, unknown>[] };
    data.images = data.images.map((image) =>
      image.url === cover ? { ...image, width: 900, height: 1600 } : image,
    );
    return data;
  };
  const bases = new Map([[one.id, seededDocument(one)]]);

  it('sees a file without sizes and Firestore with them as the same project', () => {
    const plan = planPull({ records: [one], documents: bases, bases, overwrite: false, sizes });
    expect(plan).toMatchObject({ unchanged: 1, changed: [], waiting: [], conflicts: [] });
    expect(changesFile(plan)).toBe(false);
  });

  it('takes a console edit of the photos into the file without the sizes the seed added', () => {
    const edited = seededDocument(one);
    edited.images = [...edited.images].reverse();
    const plan = planPull({
      records: [one],
      documents: new Map([[one.id, edited]]),
      bases,
      overwrite: false,
      sizes,
    });
    expect(plan.conflicts).toEqual([]);
    expect(plan.changed.map(({ id }) => id)).toEqual([one.id]);
    const images = (plan.records[0] as typeof one).images as Record<string, unknown>[];
    expect(urls(images)).toEqual(urls(one.images).reverse());
    expect(images.filter((image) => 'width' in image || 'height' in image)).toEqual([]);
  });

  it('adds a project created in Firestore without the measured sizes', () => {
    const created = { ...seededDocument(record(4)), id: 'project-00004' };
    const plan = planPull({
      records: [one],
      documents: new Map([
        [one.id, seededDocument(one)],
        [created.id, created],
      ]),
      bases,
      overwrite: false,
      sizes,
    });
    expect(plan.added).toEqual([created.id]);
    expect(JSON.stringify(plan.records[1])).not.toMatch(/"width"|"height"/);
  });
});
