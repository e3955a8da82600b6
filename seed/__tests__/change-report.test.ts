import { describe, expect, it } from 'vitest';
import {
  addedMessage,
  editMessage,
  factChanges,
  movedMessage,
  placeInList,
  takenDownMessage,
} from '../change-report';

const record = {
  id: '1021-hosbrook-st',
  sort: 10,
  beds: 4,
  baths: 2,
  sq_footage: 1920,
  address: { address_line_1: '1021 Hosbrook St', city: 'Indianapolis', state: 'IN' },
  is_sold: false,
  pending_sale: false,
  year_sold: null,
  full_remodel: false,
  full_renovation: true,
  post: 'https://listings.example.com/1021',
  images: [{ url: '/p/cover.webp', main: true }],
};

describe('what changed, in words', () => {
  it('reports each fact that differs, with the form’s labels and values', () => {
    const now = { ...record, is_sold: true, year_sold: 2026, sq_footage: 1950 };
    expect(factChanges(record, now)).toEqual([
      { label: 'Square feet', opened: '1,920', now: '1,950' },
      { label: 'Status', opened: 'For sale', now: 'Sold in 2026' },
    ]);
    expect(factChanges(record, { ...record, pending_sale: true })).toEqual([
      { label: 'Status', opened: 'For sale', now: 'Pending' },
    ]);
    expect(factChanges(record, record)).toEqual([]);
  });

  it('reports photos changed even when their number is the same, and a project gone', () => {
    const now = { ...record, images: [{ url: '/p/other.webp', main: true }] };
    expect(factChanges(record, now)).toEqual([
      { label: 'Photos', opened: '1 photo', now: '1 photo, rearranged' },
    ]);
    expect(factChanges(record, undefined)).toEqual([
      { label: 'The project', opened: 'On the site', now: 'Taken down' },
    ]);
  });

  it('writes each saved change’s message as the company says it', () => {
    const sold = factChanges(record, { ...record, is_sold: true, year_sold: 2026 });
    expect(editMessage('1021 Hosbrook St', sold)).toBe('1021 Hosbrook St: sold in 2026');
    expect(
      editMessage('1021 Hosbrook St', factChanges(record, { ...record, sq_footage: 1950 })),
    ).toBe('1021 Hosbrook St: square feet 1,950');
    expect(addedMessage('2417 N Maple St', 3)).toBe('2417 N Maple St: added with 3 photos');
    expect(movedMessage('2417 N Maple St', 0, 11)).toBe('2417 N Maple St: moved to 1st of 11');
    expect(takenDownMessage('2417 N Maple St')).toBe('2417 N Maple St: taken down');
  });

  it('says a place in the list as "3rd of 11"', () => {
    expect([0, 1, 2, 3, 10, 11, 12, 20, 21, 100].map((n) => placeInList(n, 200))).toEqual([
      '1st of 200',
      '2nd of 200',
      '3rd of 200',
      '4th of 200',
      '11th of 200',
      '12th of 200',
      '13th of 200',
      '21st of 200',
      '22nd of 200',
      '101st of 200',
    ]);
    expect([22, 110, 111].map((n) => placeInList(n, 200))).toEqual([
      '23rd of 200',
      '111th of 200',
      '112th of 200',
    ]);
  });

  it('counts from the list’s first place, out of every project', () => {
    expect(placeInList(2, 11)).toBe('3rd of 11');
    expect(placeInList(0, 1000)).toBe('1st of 1000');
  });
});
