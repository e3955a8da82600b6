/**
 * The card the preview draws from the form as it is typed: the site's ProjectSummary, made
 * leniently (a value still being typed shows as the card would show 0 or no year), because the
 * preview follows every keystroke and the field's own message says what is wrong.
 */
import type { Bins, FormFacts } from '../api';
import type { ProjectSummary } from '../../src/features/projects/project-summary';
import { parseNumber } from '../../seed/project-form';
import { allPhotos } from './bins';

/** "1,950" → 1950; anything that is not a number yet → 0. */
function lenientNumber(typed: string): number {
  const value = parseNumber(typed);
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

export function cardSummary(webAddress: string, facts: FormFacts, bins: Bins): ProjectSummary {
  const year = lenientNumber(facts.yearSold);
  const cover = bins.cover[0] ?? allPhotos(bins)[0]?.photo;
  return {
    id: webAddress || 'new-project',
    beds: lenientNumber(facts.beds),
    baths: lenientNumber(facts.baths),
    sq_footage: lenientNumber(facts.squareFeet),
    address: { address_line_1: facts.address, city: facts.city, state: facts.state },
    is_sold: facts.status === 'sold',
    pending_sale: facts.status === 'pending',
    ...(facts.status === 'sold' && year > 0 && { year_sold: year }),
    full_remodel: facts.fullRemodel,
    full_renovation: facts.fullRenovation,
    // A photo on the site is drawn from its responsive copies, as the site draws it (the office
    // serves them); one just added has none yet, and shows its thumbnail as it is (an absolute
    // URL is never taken for a local photo's).
    ...(cover && {
      cover: {
        url: cover.source.startsWith('/')
          ? cover.source
          : new URL(cover.thumbnail, window.location.href).href,
        width: cover.width,
        height: cover.height,
      },
    }),
    ...(allPhotos(bins).some(({ photo }) => photo.before) && { before_after: true as const }),
  };
}
