/**
 * A project's photo list: which photos it has, the data.json record of each, and the
 * drawing that renders it (and, for a before-and-after pair, the drawing of the room before).
 */
import { renderBathroom } from './bathroom';
import { renderBedroom } from './bedroom';
import { agedLight, datedFinish } from './dated';
import { EXTERIOR_VIEWS, renderExterior } from './exterior';
import { type Finish, projectFinish } from './finish';
import { renderKitchen } from './kitchen';
import { renderLiving } from './living-room';
import type { ProjectSpec, Section } from './projects';
import { hashString, Rng } from './rng';
import type { Svg } from './svg';
import type { ProjectImage } from '../../src/features/projects/project-schema';

/** A photo's data.json record as generated: its flags, and the photo before the work if any. */
type ImageRecord = Pick<
  ProjectImage,
  'url' | 'main' | 'exterior' | 'interior' | 'kitchen' | 'room' | 'bathroom' | 'before_url'
>;

interface Drawing {
  slug: string;
  render: () => Svg;
}

interface Photo extends Drawing {
  record: ImageRecord;
  /** The same room before the work, `<slug>-before`. */
  before?: Drawing;
}

const SECTION_SLUG: Record<Section, string> = {
  exterior: 'exterior',
  interior: 'living-room',
  kitchen: 'kitchen',
  room: 'bedroom',
  bathroom: 'bathroom',
};
/** Carousel order on the details page, and so the order of the images in data.json. */
const SECTIONS: readonly Section[] = ['exterior', 'interior', 'kitchen', 'room', 'bathroom'];

/**
 * Every room takes the same three inputs: the layout comes from `rng` and `variant`, the
 * colours and materials from `finish`. Drawing one photo again with another finish (and a
 * fresh Rng of the same seed) therefore shows the same room finished differently.
 */
type RoomRenderer = (finish: Finish, rng: Rng, variant: number) => Svg;

const ROOM_RENDERERS: Record<Exclude<Section, 'exterior'>, RoomRenderer> = {
  interior: renderLiving,
  kitchen: renderKitchen,
  room: renderBedroom,
  bathroom: renderBathroom,
};

export function photosFor(p: ProjectSpec): Photo[] {
  const finish = projectFinish(p.id);
  const url = (slug: string) => `/assets/projects/${p.id}/${slug}.webp`;
  const image = (
    slug: string,
    flag: keyof Omit<ImageRecord, 'url' | 'before_url'>,
  ): ImageRecord => ({
    url: url(slug),
    main: flag === 'main',
    exterior: flag === 'exterior',
    interior: flag === 'interior',
    kitchen: flag === 'kitchen',
    room: flag === 'room',
    bathroom: flag === 'bathroom',
  });
  const photos: Photo[] = [
    {
      slug: 'main',
      record: image('main', 'main'),
      render: () => renderExterior(p.id, p.house, 'front', new Rng(`${p.id}/main`)),
    },
  ];
  for (const section of SECTIONS) {
    for (let i = 1; i <= p.photos[section]; i++) {
      const slug = `${SECTION_SLUG[section]}-${i}`;
      const seed = `${p.id}/${slug}`;
      const rng = new Rng(seed);
      // Alternate layouts within a section so a project's photos differ.
      const variant = (i - 1 + (hashString(`${p.id}/${section}`) % 2)) % 2;
      const render = (): Svg =>
        section === 'exterior'
          ? renderExterior(
              p.id,
              p.house,
              EXTERIOR_VIEWS[(i - 1) % EXTERIOR_VIEWS.length] ?? 'street',
              rng,
            )
          : ROOM_RENDERERS[section](finish, rng, variant);
      const photo: Photo = { slug, record: image(slug, section), render };
      if (section !== 'exterior' && p.before?.includes(slug)) {
        const beforeSlug = `${slug}-before`;
        const renderRoom = ROOM_RENDERERS[section];
        photo.record.before_url = url(beforeSlug);
        photo.before = {
          slug: beforeSlug,
          render: () => {
            const svg = renderRoom(datedFinish(p.id, seed), new Rng(seed), variant);
            agedLight(svg);
            return svg;
          },
        };
      }
      photos.push(photo);
    }
  }
  const unknown = (p.before ?? []).filter(
    (slug) => !photos.some((photo) => photo.before && photo.slug === slug),
  );
  if (unknown.length > 0) {
    throw new Error(`${p.id}: no room photo ${unknown.join(', ')} to draw before the work`);
  }
  return photos;
}
