import { coverImage } from './project-logic';
import { hasBeforeAfter } from './project-photos';
import type { Project, ProjectImage } from './project-schema';

/**
 * What a card shows of a project, and all the list and home pages get of it: its facts, its
 * cover photo and whether its page has a Before & After section; none of its other photos.
 */
export type ProjectSummary = Pick<
  Project,
  | 'id'
  | 'beds'
  | 'baths'
  | 'sq_footage'
  | 'address'
  | 'is_sold'
  | 'pending_sale'
  | 'year_sold'
  | 'full_remodel'
  | 'full_renovation'
> & {
  /** The cover photo, with its real size when the build knows it. */
  cover?: Pick<ProjectImage, 'url' | 'width' | 'height'>;
  /** Its page shows a Before & After section (the card's mark). */
  before_after?: true;
};

export function projectSummary(project: Project): ProjectSummary {
  const cover = coverImage(project);
  return {
    id: project.id,
    beds: project.beds,
    baths: project.baths,
    sq_footage: project.sq_footage,
    address: project.address,
    is_sold: project.is_sold,
    pending_sale: project.pending_sale,
    ...(project.year_sold != null && { year_sold: project.year_sold }),
    full_remodel: project.full_remodel,
    full_renovation: project.full_renovation,
    ...(cover && {
      cover: {
        url: cover.url,
        ...(cover.width !== undefined && { width: cover.width, height: cover.height }),
      },
    }),
    ...(hasBeforeAfter(project) && { before_after: true as const }),
  };
}
