import { describe, expect, it } from 'vitest';
import { formatProblem, parseProjectRecords, projectRecordsFromDataFile } from '../project-records';
import { projectRecord } from './project-fixtures';

describe('parseProjectRecords', () => {
  it('accepts a valid record and fills in missing flags as false', () => {
    const { projects, problems } = parseProjectRecords([projectRecord({ is_sold: undefined })]);
    expect(problems).toEqual([]);
    expect(projects[0]?.is_sold).toBe(false);
    expect(projects[0]?.images[1]).toMatchObject({ kitchen: true, main: false, room: false });
  });

  it('orders projects by ascending sort, keeping file order for ties', () => {
    const { projects } = parseProjectRecords([
      projectRecord({ id: 'c', sort: 3 }),
      projectRecord({ id: 'a', sort: 1 }),
      projectRecord({ id: 'b1', sort: 2 }),
      projectRecord({ id: 'b2', sort: 2 }),
    ]);
    expect(projects.map((p) => p.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('skips a bad record and names its index, id and field', () => {
    const { projects, problems } = parseProjectRecords([
      projectRecord({ id: 'good' }),
      projectRecord({ id: 'no-beds', beds: undefined }),
    ]);
    expect(projects.map((p) => p.id)).toEqual(['good']);
    expect(problems).toEqual([
      { index: 1, id: 'no-beds', field: 'beds', message: 'must be a number of bedrooms' },
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'record #1 "no-beds": field "beds" must be a number of bedrooms',
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['ftp://example.com/listing'],
    ['/relative/listing'],
    ['not a url'],
  ])('refuses a listing link that is not http(s): %s', (post) => {
    const { projects, problems } = parseProjectRecords([projectRecord({ post })]);
    expect(projects).toEqual([]);
    expect(problems[0]).toMatchObject({
      field: 'post',
      message: 'must be an absolute http(s) URL',
    });
  });

  it('takes a house not yet listed: its listing link left out or empty', () => {
    for (const record of [projectRecord({ post: undefined }), projectRecord({ post: '' })]) {
      const { projects, problems } = parseProjectRecords([record]);
      expect(problems).toEqual([]);
      expect(projects[0]?.post ?? '').toBe('');
    }
  });

  it('refuses image URLs that are neither root-relative on our host nor https', () => {
    const { problems } = parseProjectRecords([
      projectRecord({
        images: [
          { url: 'javascript:alert(1)' },
          { url: '//evil.example/x.png' },
          { url: '/\\evil.example/x.png' },
          { url: 'http://example.com/x.png' },
          { url: '/assets/ok.webp' },
          { url: 'https://cdn.example.com/ok.webp' },
        ],
      }),
    ]);
    expect(problems.map((p) => p.field)).toEqual([
      'images.0.url',
      'images.1.url',
      'images.2.url',
      'images.3.url',
    ]);
  });

  it('takes an optional real photo size: whole pixels, width and height together', () => {
    const withSize = (size: Record<string, unknown>) =>
      projectRecord({ images: [{ url: '/up/IMG_1.JPG', main: true, ...size }] });
    const { projects, problems } = parseProjectRecords([
      withSize({ width: 3024, height: 4032 }),
      withSize({ width: 0, height: 10 }),
      withSize({ width: 12.5, height: 10 }),
      withSize({ width: 1280 }),
    ]);
    expect(projects[0]?.images[0]).toMatchObject({ width: 3024, height: 4032 });
    expect(problems.map((p) => [p.index, p.field, p.message])).toEqual([
      [1, 'images.0.width', 'must be greater than 0'],
      [2, 'images.0.width', 'must be a whole number'],
      [3, 'images.0.width', 'must be given with height (or both left out)'],
    ]);
  });

  it('takes an optional before photo: root-relative or https, like url', () => {
    const { projects, problems } = parseProjectRecords([
      projectRecord({
        images: [
          { url: '/up/cover.webp', main: true },
          { url: '/up/kitchen-1.webp', kitchen: true, before_url: '/up/kitchen-1-before.webp' },
          { url: '/up/bath-1.webp', bathroom: true, before_url: 'https://cdn.example.com/b.jpg' },
        ],
      }),
    ]);
    expect(problems).toEqual([]);
    expect(projects[0]?.images.map((image) => image.before_url)).toEqual([
      undefined,
      '/up/kitchen-1-before.webp',
      'https://cdn.example.com/b.jpg',
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://example.com/before.jpg'],
    ['before.jpg'],
    ['../before.jpg'],
    ['//evil.example/before.jpg'],
    [''],
  ])('skips a record whose before_url is %j, naming the image and field', (beforeUrl) => {
    const { projects, problems } = parseProjectRecords([
      projectRecord({
        images: [
          { url: '/up/cover.webp', main: true },
          { url: '/up/kitchen-1.webp', kitchen: true, before_url: beforeUrl },
        ],
      }),
    ]);
    expect(projects).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      'record #0 "2417-n-maple-st": field "images.1.before_url" must be a root-relative path or an https URL',
    ]);
  });

  it('refuses a before_url that is not a string or is the after photo itself', () => {
    const { problems } = parseProjectRecords([
      projectRecord({ id: 'a', images: [{ url: '/up/a.webp', before_url: 42 }] }),
      projectRecord({ id: 'b', images: [{ url: '/up/a.webp', before_url: '/up/a.webp' }] }),
    ]);
    expect(problems.map((p) => [p.index, p.field, p.message])).toEqual([
      [0, 'images.0.before_url', 'must be a string'],
      [1, 'images.0.before_url', 'must be another photo than url'],
    ]);
  });

  it("takes the before photo's real size: whole pixels, both together, only with before_url", () => {
    let n = 0;
    const withBefore = (fields: Record<string, unknown>) =>
      projectRecord({ id: `p${++n}`, images: [{ url: '/up/a.webp', main: true, ...fields }] });
    const before = '/up/a-before.webp';
    const { projects, problems } = parseProjectRecords([
      withBefore({ before_url: before, before_width: 3024, before_height: 4032 }),
      withBefore({ before_url: before, before_width: 0, before_height: 10 }),
      withBefore({ before_url: before, before_width: 1280 }),
      withBefore({ before_width: 1280, before_height: 720 }),
      withBefore({ before_url: before }),
    ]);
    expect(projects).toHaveLength(2);
    expect(projects[0]?.images[0]).toMatchObject({ before_width: 3024, before_height: 4032 });
    expect(problems.map((p) => [p.index, p.field, p.message])).toEqual([
      [1, 'images.0.before_width', 'must be greater than 0'],
      [2, 'images.0.before_width', 'must be given with before_height (or both left out)'],
      [3, 'images.0.before_width', 'is the size of before_url, which is missing'],
    ]);
  });

  it('requires the sale year of a sold project', () => {
    const { problems } = parseProjectRecords([projectRecord({ is_sold: true, year_sold: null })]);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'year_sold', message: 'is required when is_sold is true' }),
    ]);
  });

  it('refuses ids that cannot be a route segment or a document id', () => {
    const { problems } = parseProjectRecords([projectRecord({ id: 'a/b' })]);
    expect(problems[0]).toMatchObject({ field: 'id' });
  });

  it('keeps the first of two records with the same id', () => {
    const { projects, problems } = parseProjectRecords([
      projectRecord({ id: 'twin', sort: 1 }),
      projectRecord({ id: 'twin', sort: 2 }),
    ]);
    expect(projects).toHaveLength(1);
    expect(problems).toEqual([
      { index: 1, id: 'twin', field: 'id', message: 'duplicates an earlier record' },
    ]);
  });

  it('reports records that are not objects at all', () => {
    const { problems } = parseProjectRecords([null, 'text']);
    expect(problems.map(formatProblem)).toEqual([
      'record #0 (no id): record must be an object',
      'record #1 (no id): record must be an object',
    ]);
  });
});

describe('projectRecordsFromDataFile', () => {
  it('reads the projects array', () => {
    expect(projectRecordsFromDataFile({ projects: [1, 2] })).toEqual([1, 2]);
  });

  it.each([[null], [[]], [{}], [{ projects: {} }]])('rejects %j with a clear message', (file) => {
    expect(() => projectRecordsFromDataFile(file)).toThrow(/"projects" array/);
  });
});
