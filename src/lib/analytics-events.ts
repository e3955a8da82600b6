/**
 * The analytics events, pure: what a tap, a share, a listing visit or a page seen sends, with
 * GA4's recommended event names, so GA4's own reports read them. No event carries anything
 * about the visitor: only which project, which button, which place on the site
 * (docs/analytics.md says so for the privacy note).
 */
import { routes } from '../config/routes';
import type { ShareOutcome } from './share-link';

type EventParams = Record<string, string | { item_id: string; item_name: string }[]>;

export type AnalyticsEvent = { name: string; params: EventParams };

/**
 * Where a contact link sits, sent as `placement`: the About page's contact card, a project
 * page's contact panel, the phone's contact bar (on every page below 600 px).
 */
type ContactPlacement =
  'about_contact_card' | 'project_contact_panel' | 'phone_contact_bar' | 'no_projects_yet';

const PLACEMENT_ATTRIBUTE = 'data-contact-placement';

/**
 * Marks the element whose e-mail and phone links count under a placement; nothing in a build
 * without analytics.
 */
export function contactPlacement(placement: ContactPlacement): Record<string, ContactPlacement> {
  // Read literally, as analytics.ts reads it: a build without an id folds this to `{}`.
  return import.meta.env.VITE_FIREBASE_MEASUREMENT_ID ? { [PLACEMENT_ATTRIBUTE]: placement } : {};
}

const PROJECT_PATH = new RegExp(`^${routes.project.replace(':id', '([^/]+)')}/?$`);

/** The project a page shows, from its path: `/projects/2417-n-maple-st` → its id. */
export function projectIdFromPath(pathname: string): string | undefined {
  const id = PROJECT_PATH.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * `generate_lead` for a click on an e-mail or phone link inside a marked placement; undefined
 * for any other click. `project_id` when the page is a project's.
 */
export function leadEvent(
  target: EventTarget | null,
  pathname: string,
): AnalyticsEvent | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href^="mailto:"], a[href^="tel:"]');
  const placement = link?.closest(`[${PLACEMENT_ATTRIBUTE}]`)?.getAttribute(PLACEMENT_ATTRIBUTE);
  if (!link || !placement) return undefined;
  const projectId = projectIdFromPath(pathname);
  return {
    name: 'generate_lead',
    params: {
      method: link.getAttribute('href')?.startsWith('tel:') ? 'phone' : 'email',
      placement,
      ...(projectId !== undefined && { project_id: projectId }),
    },
  };
}

const SHARE_METHODS: Partial<Record<ShareOutcome, string>> = {
  shared: 'share_sheet',
  copied: 'copy_link',
};

/** `share` for a link shared or copied; nothing for a cancelled sheet or a failed copy. */
export function shareEvent(projectId: string, outcome: ShareOutcome): AnalyticsEvent | undefined {
  const method = SHARE_METHODS[outcome];
  if (method === undefined) return undefined;
  return { name: 'share', params: { method, content_type: 'project', item_id: projectId } };
}

/** `select_content` for the project's Listing link. */
export function listingEvent(projectId: string): AnalyticsEvent {
  return { name: 'select_content', params: { content_type: 'listing', item_id: projectId } };
}

/** `view_item` for a project page seen. */
export function viewItemEvent(project: { id: string; name: string }): AnalyticsEvent {
  return {
    name: 'view_item',
    params: { items: [{ item_id: project.id, item_name: project.name }] },
  };
}

/** `page_view`, sent by us for every page: the landing and each client navigation. */
export function pageViewEvent(page: { location: string; title: string }): AnalyticsEvent {
  return { name: 'page_view', params: { page_location: page.location, page_title: page.title } };
}
