import { describe, expect, it } from 'vitest';
import { fileToFirestore, mergeRecord, withFirestoreFields } from '../merge';

const base = {
  beds: 3,
  is_sold: false,
  year_sold: null,
  address: { address_line_1: '1 Main St', city: 'Indianapolis', state: 'IN' },
  images: [{ url: '/a.jpg', main: true }],
};

describe('mergeRecord', () => {
  it('sorts each differing field by who changed it since the base', () => {
    const file = { ...base, beds: 4, images: [...base.images, { url: '/b.jpg' }] };
    const firestore = { ...base, beds: 5, is_sold: true, year_sold: 2026 };
    expect(mergeRecord(base, file, firestore)).toEqual({
      fileOnly: [{ field: 'images', base: base.images, file: file.images, firestore: base.images }],
      firestoreOnly: [
        { field: 'is_sold', base: false, file: false, firestore: true },
        { field: 'year_sold', base: null, file: null, firestore: 2026 },
      ],
      clashes: [{ field: 'beds', base: 3, file: 4, firestore: 5 }],
    });
  });

  it('merges an object field by field, and the same change on both sides is none', () => {
    const file = {
      ...base,
      beds: 4,
      address: { ...base.address, address_line_1: '1 Main Street' },
    };
    const firestore = { ...base, beds: 4, address: { ...base.address, city: 'Carmel' } };
    const merge = mergeRecord(base, file, firestore);
    expect(merge.clashes).toEqual([]);
    expect(merge.fileOnly.map(({ field }) => field)).toEqual(['address.address_line_1']);
    expect(merge.firestoreOnly.map(({ field }) => field)).toEqual(['address.city']);
    expect(withFirestoreFields(file, merge.firestoreOnly)).toEqual({
      ...base,
      beds: 4,
      address: { address_line_1: '1 Main Street', city: 'Carmel', state: 'IN' },
    });
  });

  it('compares a list as one value: two edited photo lists clash, however they differ', () => {
    const file = { ...base, images: [{ url: '/a.jpg', main: true, kitchen: true }] };
    const firestore = { ...base, images: [{ url: '/a.jpg', main: true }, { url: '/c.jpg' }] };
    const { clashes } = mergeRecord(base, file, firestore);
    expect(clashes.map(({ field }) => field)).toEqual(['images']);
    // Reported item by item where the list kept its length.
    expect(
      fileToFirestore({
        field: 'images',
        base: base.images,
        file: file.images,
        firestore: [{ url: '/a.jpg', main: true, kitchen: false }],
      }),
    ).toEqual([{ field: 'images.0.kitchen', from: true, to: false }]);
  });

  it('with no base (never seeded), every field in which the sides differ clashes', () => {
    const merge = mergeRecord(undefined, { ...base, beds: 4 }, { ...base, is_sold: true });
    expect(merge.clashes.map(({ field }) => field)).toEqual(['beds', 'is_sold']);
    expect([...merge.fileOnly, ...merge.firestoreOnly]).toEqual([]);
  });

  it('treats a field added or removed on one side as that side changing it', () => {
    const merge = mergeRecord({ ...base, pending_sale: true }, base, {
      ...base,
      pending_sale: true,
      note: 'x',
    });
    expect(merge.fileOnly).toEqual([
      { field: 'pending_sale', base: true, file: undefined, firestore: true },
    ]);
    expect(merge.firestoreOnly).toEqual([
      { field: 'note', base: undefined, file: undefined, firestore: 'x' },
    ]);
  });
});
