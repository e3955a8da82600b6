import type { Locator, Page } from '@playwright/test';
import { site } from '../../../src/config/site';

/** The page frame every route shares (spec §2, "Shared page frame"). */
export function frame(page: Page) {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const mainNav = header.getByRole('navigation', { name: 'Main' });
  const footerNav = footer.getByRole('navigation', { name: 'Footer' });
  return {
    header,
    footer,
    main: page.getByRole('main'),
    mainNav,
    footerNav,
    headerLogo: header.getByRole('link', { name: `${site.name} home` }),
    footerLogo: footer.getByRole('link', { name: `${site.name} home` }),
    aboutLink: mainNav.getByRole('link', { name: 'About Us', exact: true }),
    /** The toggling link: "Projects" everywhere but on the list, where it reads "Home". */
    primaryLink: mainNav.getByRole('link').filter({ hasText: /^(Projects|Home)$/ }),
  };
}

/** Cards on the project list: each an article in a list item of the list named "Projects". */
export function listCards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('list', { name: 'Projects', exact: true })
    .getByRole('listitem')
    .getByRole('article');
}

/** Any project cards in the routed content (the home preview or the list). */
export function anyCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

export function cardHeadings(cards: Locator): Locator {
  return cards.getByRole('heading');
}

/** The card image: the first picture inside the card. */
export function cardImage(card: Locator): Locator {
  return card.getByRole('img').first();
}

export function saleBanner(scope: Locator): Locator {
  return scope.locator('[data-status]');
}

export function viewLink(card: Locator, addressLine1: string): Locator {
  return card.getByRole('link', { name: `View ${addressLine1}`, exact: true });
}

/** The hue (0–360) of an element's computed background colour, or null if it has none. */
export async function backgroundHue(element: Locator): Promise<number | null> {
  const colour = await element.evaluate((node) => getComputedStyle(node).backgroundColor);
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined || a === 0) return null;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return null;
  const d = max - min;
  const hue =
    max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : /* max === b */ (r - g) / d + 4;
  return (hue * 60 + 360) % 360;
}

/** Hue ranges people call red, amber and green. */
export const HUES = {
  sold: (hue: number) => hue >= 345 || hue <= 12,
  pending: (hue: number) => hue >= 24 && hue <= 55,
  'for-sale': (hue: number) => hue >= 80 && hue <= 165,
} as const;

/** All heading levels in document order, ignoring those hidden from everyone. */
export async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((el) => el.closest('[aria-hidden="true"]') === null)
      .filter((el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0)
      .map((el) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1))),
  );
}

/**
 * A carousel's slides: loaded photos, and the named placeholders of slides whose photo is
 * not fetched yet (not Swiper's arrow icons, which are unnamed SVGs).
 */
export const SLIDE_PHOTOS = 'img, [role="img"][aria-label]';
