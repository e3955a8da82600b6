/** Where Swiper's dynamic pagination puts its bullets (one main bullet), for carousel-bullets.tsx. */
import { BULLET_PITCH, SHOWN_BULLETS } from './section-carousel.css';

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
