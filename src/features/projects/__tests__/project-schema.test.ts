import { describe, expect, it } from 'vitest';
import { checkProjectRecord, parseProject, PROJECT_KEYS } from '../project-schema';
import { projectRecord } from './project-fixtures';

/** The issues of a record that must fail, as `path: message` lines. */
function issuesOf(record: unknown): string[] {
  const result = checkProjectRecord(record);
  if (result.ok) throw new Error('expected the record to fail');
  return result.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
}

describe('checkProjectRecord', () => {
  it('returns the fields it knows, in their order, and drops any other key at every level', () => {
    const result = checkProjectRecord({
      note: 'typed in the console',
      ...projectRecord({
        address: { address_line_1: '1 A St', city: 'Indianapolis', state: 'IN', zip: '46201' },
        images: [{ url: '/up/a.webp', caption: 'Front', main: true }],
      }),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.project)).toEqual(PROJECT_KEYS);
    expect(Object.keys(result.project.address)).toEqual(['address_line_1', 'city', 'state']);
    expect(Object.keys(result.project.images[0] ?? {})).toEqual([
      'url',
      'main',
      'exterior',
      'interior',
      'kitchen',
      'room',
      'bathroom',
    ]);
  });

  it('sets every flag left out to false, on the record and on each image', () => {
    const flags = ['is_sold', 'pending_sale', 'full_remodel', 'full_renovation'];
    const record = Object.entries(projectRecord({ images: [{ url: '/up/a.webp' }] })).filter(
      ([key]) => !flags.includes(key),
    );
    const project = parseProject(Object.fromEntries(record));
    expect(project).toMatchObject({
      is_sold: false,
      pending_sale: false,
      full_remodel: false,
      full_renovation: false,
    });
    expect(project.images[0]).toEqual({
      url: '/up/a.webp',
      main: false,
      exterior: false,
      interior: false,
      kitchen: false,
      room: false,
      bathroom: false,
    });
  });

  it('trims the address lines, and refuses one that is only spaces', () => {
    const address = { address_line_1: '  12 Padded St ', city: '\tIndianapolis', state: 'IN\n' };
    expect(parseProject(projectRecord({ address })).address).toEqual({
      address_line_1: '12 Padded St',
      city: 'Indianapolis',
      state: 'IN',
    });
    expect(issuesOf(projectRecord({ address: { ...address, city: '   ' } }))).toEqual([
      'address.city: must not be empty',
    ]);
  });

  it('takes year_sold as a year, as null, or left out (and then leaves it out)', () => {
    expect(parseProject(projectRecord({ is_sold: true, year_sold: 2021 })).year_sold).toBe(2021);
    expect(parseProject(projectRecord({ year_sold: null })).year_sold).toBeNull();
    const withoutYear = projectRecord();
    delete withoutYear.year_sold;
    expect('year_sold' in parseProject(withoutYear)).toBe(false);
    expect(issuesOf(projectRecord({ year_sold: 1899.5 }))).toEqual([
      'year_sold: must be a whole year',
    ]);
  });

  it('leaves an optional image field out when the record does', () => {
    const [image] = parseProject(projectRecord({ images: [{ url: '/up/a.webp' }] })).images;
    expect(image && 'width' in image).toBe(false);
    expect(image && 'before_url' in image).toBe(false);
  });

  it('refuses NaN and Infinity, which Firestore can store, as numbers', () => {
    expect(issuesOf(projectRecord({ sort: Number.NaN, sq_footage: Infinity }))).toEqual([
      'sort: must be a number',
      'sq_footage: must be a number',
    ]);
  });

  it('refuses a pixel size too large to be exact, as not a whole number', () => {
    expect(
      issuesOf(projectRecord({ images: [{ url: '/up/a.webp', width: 1e20, height: 9 }] })),
    ).toEqual(['images.0.width: must be a whole number']);
  });

  it('reports every fault of a record, in field order, then the rules relating fields', () => {
    expect(
      issuesOf(
        projectRecord({
          beds: -1,
          address: { address_line_1: '', city: 'Indianapolis', state: 'IN' },
          is_sold: true,
          year_sold: null,
          images: [
            { url: 'http://example.com/a.jpg', width: 0 },
            { url: '/up/b.webp', before_url: '/up/b.webp', before_width: 10 },
          ],
        }),
      ),
    ).toEqual([
      'beds: must not be negative',
      'address.address_line_1: must not be empty',
      'images.0.url: must be a root-relative path or an https URL',
      'images.0.width: must be greater than 0',
      'images.0.width: must be given with height (or both left out)',
      'images.1.before_width: must be given with before_height (or both left out)',
      'images.1.before_url: must be another photo than url',
      'year_sold: is required when is_sold is true',
    ]);
  });

  it('checks no rule relating fields while a field of that object has the wrong type', () => {
    // width "10" is not a number: its image's rules (width with height) wait; so do the
    // record's (is_sold with year_sold), since the record holds the image.
    expect(
      issuesOf(
        projectRecord({
          is_sold: true,
          year_sold: null,
          images: [
            { url: '/up/a.webp', width: '10' },
            { url: '/up/b.webp', width: 10 },
          ],
        }),
      ),
    ).toEqual([
      'images.0.width: must be a number of pixels',
      'images.1.width: must be given with height (or both left out)',
    ]);
  });

  it("names a field left out with that field's own message, at each level", () => {
    expect(issuesOf({})).toEqual([
      'id: must be a string',
      'sort: must be a number',
      'beds: must be a number of bedrooms',
      'baths: must be a number of bathrooms',
      'sq_footage: must be a number',
      'address: must be an object with address_line_1, city and state',
      'images: must be a list of images',
    ]);
    expect(
      issuesOf(
        projectRecord({
          address: { address_line_1: '1 A St', state: 'IN' },
          images: [{ main: true }],
        }),
      ),
    ).toEqual(['address.city: must be a string', 'images.0.url: must be a string']);
  });

  it('takes each limit itself and refuses what lies past it', () => {
    const sized = (width: number) => ({ images: [{ url: '/up/a.webp', width, height: 9 }] });
    for (const inside of [
      { beds: 0, baths: 100 },
      { sq_footage: 0.5 },
      { is_sold: true, year_sold: 1900 },
      { is_sold: true, year_sold: 2100 },
      sized(1),
      { images: [{ url: 'HTTPS://CDN.EXAMPLE.COM/A.JPG' }] },
    ]) {
      expect(checkProjectRecord(projectRecord(inside)).ok).toBe(true);
    }
    expect(
      issuesOf(projectRecord({ beds: 100.5, baths: -0.5, sq_footage: 0, year_sold: 1899 })),
    ).toEqual([
      'beds: is implausibly large',
      'baths: must not be negative',
      'sq_footage: must be greater than 0',
      'year_sold: must be 1900 or later',
    ]);
    expect(issuesOf(projectRecord({ year_sold: 2101, ...sized(-1) }))).toEqual([
      'year_sold: must be 2100 or earlier',
      'images.0.width: must be greater than 0',
    ]);
    expect(
      issuesOf(projectRecord({ images: [{ url: '//cdn.example.com/a.jpg' }, { url: '/\\a' }] })),
    ).toEqual([
      'images.0.url: must be a root-relative path or an https URL',
      'images.1.url: must be a root-relative path or an https URL',
    ]);
  });

  it('reports a size without its before photo after the size without its pair', () => {
    expect(issuesOf(projectRecord({ images: [{ url: '/up/a.webp', before_width: 10 }] }))).toEqual([
      'images.0.before_width: must be given with before_height (or both left out)',
      'images.0.before_width: is the size of before_url, which is missing',
    ]);
  });

  it('names what is not an object or a list, at each level', () => {
    expect(issuesOf([projectRecord()])).toEqual([': must be an object']);
    expect(issuesOf(projectRecord({ address: 'Indianapolis', images: {} }))).toEqual([
      'address: must be an object with address_line_1, city and state',
      'images: must be a list of images',
    ]);
    // eslint-disable-next-line no-sparse-arrays -- a hole in the list is not an image
    expect(issuesOf(projectRecord({ images: [, { url: '/up/a.webp' }] }))).toEqual([
      'images.0: must be an object with a url',
    ]);
    // An address line given as a list is also measured, as it always was.
    expect(
      issuesOf(projectRecord({ address: { address_line_1: [], city: 'X', state: 'IN' } })),
    ).toEqual([
      'address.address_line_1: must be a string',
      'address.address_line_1: must not be empty',
    ]);
  });

  it('returns new objects: changing the project leaves the record as it was', () => {
    const record = projectRecord();
    const project = parseProject(record);
    project.address.city = 'Carmel';
    project.images.pop();
    expect(record).toEqual(projectRecord());
  });
});

describe('parseProject', () => {
  it('throws with every issue of the record', () => {
    expect(() => parseProject(projectRecord({ id: 'a/b', post: 'not a url' }))).toThrow(
      'Not a valid project record: id must be letters, digits, - or _ (at most 100); post must be an absolute http(s) URL',
    );
  });
});
