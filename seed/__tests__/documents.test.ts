import { describe, expect, it } from 'vitest';
import { image } from '../../src/features/projects/__tests__/project-fixtures';
import { toDocumentData } from '../documents';
import { generatedProject, parsedProject as project } from '../../tests/support/fixtures';

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
