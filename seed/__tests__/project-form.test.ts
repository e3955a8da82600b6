import { describe, expect, it } from 'vitest';
import {
  checkFacts,
  emptyFacts,
  formFacts,
  newRecordFacts,
  parseNumber,
  recordWithFacts,
  type FormFacts,
} from '../project-form';

const record = {
  id: '2417-n-maple-st',
  sort: 3,
  beds: 3,
  baths: 2.5,
  sq_footage: 1850,
  address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
  is_sold: false,
  pending_sale: false,
  year_sold: null,
  full_remodel: true,
  full_renovation: false,
  post: 'https://listings.example.com/2417',
  images: [{ url: '/assets/projects/2417-n-maple-st/cover.webp', main: true }],
};

const facts = (changes: Partial<FormFacts> = {}): FormFacts => ({
  ...formFacts(record, 2026),
  ...changes,
});

describe('the project form', () => {
  it('shows a record in the form’s words, offering this year as the year sold', () => {
    expect(formFacts(record, 2026)).toEqual({
      address: '2417 N Maple St',
      city: 'Indianapolis',
      state: 'IN',
      beds: '3',
      baths: '2.5',
      squareFeet: '1850',
      status: 'for-sale',
      yearSold: '2026',
      fullRemodel: true,
      fullRenovation: false,
      listing: 'https://listings.example.com/2417',
    });
    expect(formFacts({ ...record, is_sold: true, year_sold: 2021 }, 2026)).toMatchObject({
      status: 'sold',
      yearSold: '2021',
    });
    expect(formFacts({ ...record, pending_sale: true }, 2026).status).toBe('pending');
    expect(emptyFacts(2030)).toMatchObject({ address: '', status: 'for-sale', yearSold: '2030' });
  });

  it('gives back the very same record when nothing was changed', () => {
    expect(recordWithFacts(record, facts())).toEqual(record);
    expect(JSON.stringify(recordWithFacts(record, facts()))).toBe(JSON.stringify(record));
  });

  it('leaves out what a record on file leaves out, when it is not edited', () => {
    const short = Object.fromEntries(
      Object.entries(record).filter(
        ([key]) => !['is_sold', 'pending_sale', 'year_sold', 'full_renovation'].includes(key),
      ),
    );
    expect(recordWithFacts(short, formFacts(short, 2026))).toEqual(short);
    expect(recordWithFacts(short, { ...formFacts(short, 2026), fullRenovation: true })).toEqual({
      ...short,
      full_renovation: true,
    });
  });

  it('changes only the facts edited, keeping the record’s field order', () => {
    const sold = recordWithFacts(record, facts({ status: 'sold', yearSold: '2026' }));
    expect(sold).toEqual({ ...record, is_sold: true, pending_sale: false, year_sold: 2026 });
    expect(Object.keys(sold)).toEqual(Object.keys(record));
    expect(recordWithFacts(record, facts({ squareFeet: '1,950' })).sq_footage).toBe(1950);
    expect(recordWithFacts(record, facts({ city: ' Carmel ' })).address).toEqual({
      ...record.address,
      city: 'Carmel',
    });
    // Back on sale, the year it sold is no longer one.
    const resold = { ...record, is_sold: true, year_sold: 2021 };
    expect(recordWithFacts(resold, formFacts(record, 2026))).toMatchObject({
      is_sold: false,
      year_sold: null,
    });
  });

  it('leaves the listing link out of the record when it is emptied', () => {
    const unlisted = recordWithFacts(record, facts({ listing: ' ' }));
    expect('post' in unlisted).toBe(false);
    expect(checkFacts(facts({ listing: '' }))).toEqual({});
  });

  it('reads numbers as people type them', () => {
    expect(parseNumber('1,950')).toBe(1950);
    expect(parseNumber(' 2.5 ')).toBe(2.5);
    expect(parseNumber('12,345,678')).toBe(12345678);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('1,95')).toBeNaN();
    expect(parseNumber('two')).toBeNaN();
  });

  it('says what is wrong beside each field, in the site’s schema’s words and the form’s labels', () => {
    expect(checkFacts(facts({ squareFeet: '1,950' }))).toEqual({});
    expect(
      checkFacts(
        facts({
          squareFeet: 'about 2000',
          beds: '',
          address: '  ',
          listing: 'zillow.com/x',
          status: 'sold',
          yearSold: '1850',
        }),
      ),
    ).toEqual({
      address: 'Address must not be empty',
      beds: 'Beds must be a number of bedrooms, like 3',
      squareFeet: 'Square feet must be a number, like 1,950',
      yearSold: 'Year sold must be 1900 or later',
      listing: 'Listing link must be a web address starting with https://, or empty',
    });
    expect(checkFacts(facts({ status: 'sold', yearSold: '' }))).toEqual({
      yearSold: 'Year sold is needed when the house is sold',
    });
  });

  it('checks a new project’s web address: its form, and that no other project has it', () => {
    const taken = ['2417-n-maple-st'];
    expect(checkFacts(facts(), { webAddress: 'new-one', taken })).toEqual({});
    expect(checkFacts(facts(), { webAddress: '2417-n-maple-st', taken })).toEqual({
      webAddress: "Web address 2417-n-maple-st is another project's: choose another",
    });
    expect(checkFacts(facts(), { webAddress: '../x', taken }).webAddress).toBe(
      'Web address must be letters, digits and dashes (at most 100)',
    );
  });

  it('lays out a new project’s facts in the record’s field order', () => {
    expect(Object.keys(newRecordFacts(facts()))).toEqual([
      'beds',
      'baths',
      'sq_footage',
      'address',
      'is_sold',
      'pending_sale',
      'year_sold',
      'full_remodel',
      'full_renovation',
      'post',
    ]);
  });
});
