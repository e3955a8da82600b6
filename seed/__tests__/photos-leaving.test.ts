import { describe, expect, it } from 'vitest';
import { photosLeaving } from '../photos-leaving';

const record = (id: string, ...urls: (string | [string, string])[]) => ({
  id,
  images: urls.map((url) =>
    typeof url === 'string' ? { url } : { url: url[0], before_url: url[1] },
  ),
});

describe('the photos a change takes off the site', () => {
  it('are those no other record names, wherever under public/ they are', () => {
    const gone = record(
      'a',
      '/assets/projects/a/cover.webp',
      ['/assets/projects/a/kitchen-1.webp', '/assets/projects/a/kitchen-1-before.webp'],
      '/shared/street.jpg',
      '/photos/a%20b/IMG%201.JPG',
      'https://cdn.example.com/x.webp',
    );
    const other = record('b', '/shared/street.jpg', '/assets/projects/b/cover.webp');
    expect(photosLeaving([gone, other], [other])).toEqual([
      'assets/projects/a/cover.webp',
      'assets/projects/a/kitchen-1.webp',
      'assets/projects/a/kitchen-1-before.webp',
      'photos/a b/IMG 1.JPG',
    ]);
  });

  it('are the photos an edit removed, and none it kept', () => {
    const before = record('a', '/p/1.webp', '/p/2.webp');
    expect(photosLeaving([before], [record('a', '/p/2.webp')])).toEqual(['p/1.webp']);
    expect(photosLeaving([before], [before])).toEqual([]);
  });
});
