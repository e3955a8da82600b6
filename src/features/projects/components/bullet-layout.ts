/**
 * Where Swiper's dynamic pagination puts its bullets (one main bullet), for carousel-bullets.tsx
 * and the stylesheet that draws them (section-carousel.css.ts).
 */

/** A pagination bullet's touch target (WCAG 2.2's 24px), and Swiper's gap either side of it. */
export const BULLET_SIZE = 24;
export const BULLET_GAP = 4;
/** One bullet's place in the row: what Swiper measures as a bullet's size (its margins too). */
export const BULLET_PITCH = BULLET_SIZE + 2 * BULLET_GAP;
/** Swiper's dynamic bullets show the active one and two either side of it: five at most. */
export const SHOWN_BULLETS = 5;

const BULLET = 'swiper-pagination-bullet';

/**
 * A bullet's classes in Swiper's dynamic pagination (one main bullet): the active one, then the
 * two either side, which Swiper's stylesheet draws smaller the further they are.
 */
export function bulletClasses(index: number, active: number): string {
  const side = ['-prev-prev', '-prev', '', '-next', '-next-next'][index - active + 2];
  if (side === undefined) return BULLET;
  if (side === '') return `${BULLET} ${BULLET}-active ${BULLET}-active-main`;
  return `${BULLET} ${BULLET}-active${side}`;
}

/**
 * How far (px) every bullet is moved so the active one sits in the middle of the shown ones,
 * as Swiper computes it: half the shown row, less one bullet, less the active one's place.
 */
export function bulletsLeft(count: number, active: number): number {
  return (BULLET_PITCH * Math.min(count, SHOWN_BULLETS) - BULLET_PITCH) / 2 - active * BULLET_PITCH;
}
