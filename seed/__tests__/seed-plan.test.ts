// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { image } from '../../src/features/projects/__tests__/project-fixtures';
import type { Project } from '../../src/features/projects/project-schema';
import {
  MAX_BATCH_WRITES,
  planSeed,
  sameData,
  toBatches,
  toDocumentData,
  writesOf,
  type SeedWrite,
} from '../seed-plan';
import { generatedProject } from './support/project-fixtures';

function project(record: unknown): Project {
  const { projects, problems } = parseProjectRecords([record]);
  expect(problems).toEqual([]);
  const [parsed] = projects;
  if (!parsed) throw new Error('expected a valid record');
  return parsed;
}

describe('toDocumentData', () => {
  it('stores the validated record: defaults filled in, unknown and absent fields left out', () => {
    const stored = project({
      id: 'a',
      sort: 1,
      beds: 2,
      baths: 1,
      sq_footage: 900,
      address: { address_line_1: ' 1 Main St ', city: 'Indianapolis', state: 'IN' },
      post: 'https://example.com/a',
      images: [{ url: '/a.jpg' }],
      internal_note: 'not for the site',
    });
    expect(toDocumentData(stored)).toEqual({
      id: 'a',
      sort: 1,
      beds: 2,
      baths: 1,
      sq_footage: 900,
      address: { address_line_1: '1 Main St', city: 'Indianapolis', state: 'IN' },
      is_sold: false,
      pending_sale: false,
      full_remodel: false,
      full_renovation: false,
      post: 'https://example.com/a',
      images: [image({ url: '/a.jpg' })],
    });
  });

  it('keeps a before photo and its size, and adds no before fields to other images', () => {
    const stored = project({
      ...generatedProject(1),
      images: [
        { url: '/a.jpg', main: true },
        { url: '/b.jpg', before_url: '/b-old.jpg', before_width: 640, before_height: 480 },
      ],
    });
    const { images } = toDocumentData(stored) as { images: Record<string, unknown>[] };
    expect(images[0]).not.toHaveProperty('before_url');
    expect(images[1]).toEqual(
      image({ url: '/b.jpg', before_url: '/b-old.jpg', before_width: 640, before_height: 480 }),
    );
  });
});

describe('planSeed', () => {
  const one = project(generatedProject(1));
  const two = project(generatedProject(2));
  const three = project(generatedProject(3));

  it('sorts the file into added, updated and unchanged, and lists extra documents', () => {
    const existing = new Map<string, Record<string, unknown>>([
      // Same data in a different key order is unchanged: Firestore does not keep order.
      [one.id, Object.fromEntries(Object.entries(toDocumentData(one)).reverse())],
      [two.id, { ...toDocumentData(two), beds: 99 }],
      ['zz-stray', { id: 'zz-stray' }],
      ['aa-stray', { id: 'aa-stray' }],
    ]);

    const plan = planSeed([one, two, three], existing, false);

    expect(plan.add.map(({ id }) => id)).toEqual([three.id]);
    expect(plan.update.map(({ id }) => id)).toEqual([two.id]);
    expect(plan.unchanged).toEqual([one.id]);
    expect(plan.extra).toEqual(['aa-stray', 'zz-stray']);
    expect(writesOf(plan).map(({ kind, id }) => `${kind} ${id}`)).toEqual([
      `set ${three.id}`,
      `set ${two.id}`,
    ]);
    expect(writesOf({ ...plan, prune: true }).map(({ kind, id }) => `${kind} ${id}`)).toEqual([
      `set ${three.id}`,
      `set ${two.id}`,
      'delete aa-stray',
      'delete zz-stray',
    ]);
  });
});

describe('toBatches', () => {
  const deletes = (count: number): SeedWrite[] =>
    Array.from({ length: count }, (_, n) => ({ kind: 'delete', id: `p${n}` }));

  it(`puts at most ${MAX_BATCH_WRITES} writes in a batch, in order`, () => {
    const batches = toBatches(deletes(1201));
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 201]);
    expect(batches.flat()).toEqual(deletes(1201));
    expect(toBatches([])).toEqual([]);
  });

  it('starts a new batch before the request would grow too large', () => {
    const big = (id: string): SeedWrite => ({ kind: 'set', id, data: { text: 'x'.repeat(400) } });
    const batches = toBatches([big('a'), big('b'), big('c')], { maxBytes: 1000 });
    expect(batches.map((batch) => batch.map(({ id }) => id))).toEqual([['a', 'b'], ['c']]);
  });
});

describe('sameData', () => {
  it('compares nested data regardless of key order, but not array order', () => {
    expect(sameData({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 })).toBe(
      true,
    );
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
