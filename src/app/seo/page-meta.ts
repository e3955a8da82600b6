import { projectPath, routes } from '../../config/routes';
import { absoluteUrl, pageTitle, site } from '../../config/site';
import {
  bedsAndBaths,
  cityAndState,
  coverAlt,
  coverImage,
  saleStatus,
  squareFootage,
  workType,
} from '../../features/projects/project-logic';
import type { Project } from '../../features/projects/project-schema';
import { isLocalPhoto, largestVariant, photoSize, type Photo } from '../../lib/responsive-image';

/** What a page tells search engines and link previews about itself. */
export type PageMeta = {
  title: string;
  description: string;
  /** Root-relative path of the page's one canonical URL. */
  canonicalPath: string;
  /** The share-preview image: root-relative or absolute, with its size when known. */
  image: { url: string; alt: string; width: number; height: number };
  type: 'website' | 'article';
};

/** The branded 1200x630 card pages without a photo of their own share (built with the site). */
const DEFAULT_SHARE_IMAGE = {
  url: '/og-image.png',
  alt: `${site.name}: ${site.tagline}`,
  width: 1200,
  height: 630,
} as const;

export function homeMeta(): PageMeta {
  return {
    title: pageTitle(),
    description: `${site.name} remodels and renovates investment properties across ${site.city}. See our projects and get a free quote by e-mail or phone.`,
    canonicalPath: routes.home,
    image: DEFAULT_SHARE_IMAGE,
    type: 'website',
  };
}

export function aboutMeta(): PageMeta {
  return {
    title: pageTitle('About Us'),
    description: `${site.name} is an ${site.city} remodeling crew: ${listOf(site.specialties).toLowerCase()}. Call ${site.phone} or e-mail ${site.email} for a free quote.`,
    canonicalPath: routes.about,
    image: DEFAULT_SHARE_IMAGE,
    type: 'website',
  };
}

export function projectsMeta(count: number): PageMeta {
  return {
    title: pageTitle('All Projects'),
    description: `${count} ${count === 1 ? 'property' : 'properties'} remodeled and renovated by ${site.name} across ${site.city}: photos of every exterior, kitchen, bath and room.`,
    canonicalPath: routes.projects,
    image: DEFAULT_SHARE_IMAGE,
    type: 'website',
  };
}

export function projectMeta(project: Project): PageMeta {
  const cover = coverImage(project);
  const work = workType(project);
  const address = `${project.address.address_line_1}, ${cityAndState(project)}`;
  return {
    title: pageTitle(project.address.address_line_1),
    description: `${work ? `${work} of ` : ''}${address}: ${bedsAndBaths(project).toLowerCase()}, ${squareFootage(project)}. ${saleStatus(project).label}. Photos by room from ${site.name}.`,
    canonicalPath: projectPath(project),
    image: cover ? { ...shareImage(cover), alt: coverAlt(project) } : DEFAULT_SHARE_IMAGE,
    type: 'article',
  };
}

/** A local cover is shared as its largest copy (the original may be a camera file). */
function shareImage(cover: Photo): { url: string; width: number; height: number } {
  const size = photoSize(cover);
  return isLocalPhoto(cover.url) ? largestVariant(cover.url, size) : { url: cover.url, ...size };
}

export function absoluteImageUrl(meta: PageMeta): string {
  return absoluteUrl(meta.image.url);
}

function listOf(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
