/**
 * What a release will change on the live site, in the office's words, against the live
 * release's content: the projects added and removed, by address; each changed fact, field by
 * field ("1021 Hosbrook St: For sale → Sold in 2026"); the photos added and removed per project.
 * Pure: publish prints it before it builds (and a dry run instead of building), and the office
 * shows it before it asks.
 */
import { formatNumber } from '../../src/lib/plain-numbers';
import { workType } from '../../src/features/projects/project-logic';
import type { Project, ProjectImage } from '../../src/features/projects/project-schema';
import { sameValue } from '../field-changes';

/** One project's changes, in words. */
type ProjectChange = {
  id: string;
  /** The project as the office names it: its street address. */
  address: string;
  /** Each changed fact: "For sale → Sold in 2026". */
  facts: string[];
  photosAdded: string[];
  photosRemoved: string[];
};

type LiveChanges = {
  added: { id: string; address: string }[];
  removed: { id: string; address: string }[];
  changed: ProjectChange[];
};

/** The changes from `live` (the live release's projects) to `next` (the file's). */
export function planLiveChanges(live: readonly Project[], next: readonly Project[]): LiveChanges {
  const before = new Map(live.map((project) => [project.id, project]));
  const after = new Map(next.map((project) => [project.id, project]));
  const named = ({ id, address }: Project) => ({ id, address: address.address_line_1 });
  return {
    added: next.filter(({ id }) => !before.has(id)).map(named),
    removed: live.filter(({ id }) => !after.has(id)).map(named),
    changed: next.flatMap((project) => {
      const earlier = before.get(project.id);
      if (!earlier || sameValue(earlier, project)) return [];
      return [projectChange(earlier, project)];
    }),
  };
}

/** A fact as the site shows it, for each fact a visitor sees. */
const FACTS: { name: string; shown: (project: Project) => string }[] = [
  { name: 'sale', shown: sale },
  { name: 'beds', shown: ({ beds }) => `${formatNumber(beds, 1)} beds` },
  { name: 'baths', shown: ({ baths }) => `${formatNumber(baths, 1)} baths` },
  { name: 'size', shown: ({ sq_footage }) => `${formatNumber(sq_footage, 1)} sq ft` },
  { name: 'work', shown: (project) => workType(project) ?? 'no work type' },
  {
    name: 'address',
    shown: ({ address }) => `${address.address_line_1}, ${address.city}, ${address.state}`,
  },
  { name: 'post', shown: ({ post }) => `post ${post}` },
  { name: 'order', shown: ({ sort }) => `place in the list ${formatNumber(sort, 2)}` },
];

function projectChange(before: Project, after: Project): ProjectChange {
  const facts = FACTS.flatMap(({ shown }) => {
    const [from, to] = [shown(before), shown(after)];
    return from === to ? [] : [`${from} → ${to}`];
  });
  const urls = (images: readonly ProjectImage[]) => images.map(({ url }) => url);
  const [had, has] = [urls(before.images), urls(after.images)];
  const photosAdded = has.filter((url) => !had.includes(url));
  const photosRemoved = had.filter((url) => !has.includes(url));
  const cover = (images: readonly ProjectImage[]) => images.find(({ main }) => main)?.url;
  if (cover(before.images) !== cover(after.images) && cover(after.images)) {
    facts.push(`cover photo → ${fileName(cover(after.images) ?? '')}`);
  }
  const kept = has.filter((url) => had.includes(url));
  const keptBefore = had.filter((url) => has.includes(url));
  if (!sameValue(kept, keptBefore)) facts.push('photos in a new order');
  // The cover is said above: a photo's other labels (its rooms, its before photo) here.
  const labels = (images: readonly ProjectImage[], url: string) => {
    const image = images.find((candidate) => candidate.url === url);
    return image && { ...image, main: false };
  };
  const relabelled = kept.filter(
    (url) => !sameValue(labels(before.images, url), labels(after.images, url)),
  );
  if (relabelled.length > 0) {
    facts.push(
      `${relabelled.length} photo${relabelled.length === 1 ? "'s" : "s'"} rooms or before photo changed`,
    );
  }
  return {
    id: after.id,
    address: after.address.address_line_1,
    facts,
    photosAdded: photosAdded.map(fileName),
    photosRemoved: photosRemoved.map(fileName),
  };
}

/** Sale as the office says it: "For sale", "Pending", "Sold in 2026". */
function sale({ is_sold, pending_sale, year_sold }: Project): string {
  if (is_sold) return year_sold ? `Sold in ${year_sold}` : 'Sold';
  return pending_sale ? 'Pending' : 'For sale';
}

function fileName(url: string): string {
  return url.split('/').pop() ?? url;
}

/** The changes as lines: none, or each project, added and removed first. */
export function liveChangeLines({ added, removed, changed }: LiveChanges): string[] {
  if (added.length + removed.length + changed.length === 0) {
    return ['  No project changes: the portfolio stays as it is live.'];
  }
  const photos = (verb: string, files: readonly string[]) =>
    files.length === 0
      ? []
      : [`${verb} ${files.length} photo${files.length === 1 ? '' : 's'} (${files.join(', ')})`];
  return [
    ...added.map(({ id, address }) => `  + ${address}: new on the site (${id})`),
    ...removed.map(({ id, address }) => `  - ${address}: taken off the site (${id})`),
    ...changed.map(
      ({ address, facts, photosAdded, photosRemoved }) =>
        `  ~ ${address}: ${[...facts, ...photos('added', photosAdded), ...photos('removed', photosRemoved)].join('; ')}`,
    ),
  ];
}
