import { useHydrated } from '../../../components/use-hydrated';
import { cx } from '../../../styles/cx';
import { SHOWN_BULLETS, bulletClasses, bulletsLeft } from './bullet-layout';
import { bulletsShown } from './section-carousel.css';

type CarouselBulletsProps = {
  count: number;
  active: number;
  /** The visitor chose a slide by its bullet. */
  onChoose: (index: number) => void;
};

/**
 * A carousel's dynamic pagination bullets (spec §9), drawn by React rather than by Swiper's
 * pagination module, so the prerendered page has them before Swiper starts and Swiper starts
 * without them (its bullets were a third of its start: they are measured as they are added).
 * Swiper's classes, so its stylesheet draws them. Until the app runs they are hidden from
 * keyboards and screen readers, so a page whose code never arrives offers no control that does
 * nothing; a tap on one before then is replayed (src/app/early-clicks.ts). The first slide's
 * offset comes from the stylesheet (`bulletsShown`): the page's CSP allows no style attribute in
 * the prerendered HTML.
 */
export function CarouselBullets({ count, active, onChoose }: CarouselBulletsProps) {
  const live = useHydrated();
  if (count < 2) return null;
  const moved = active === 0 ? undefined : { left: `${bulletsLeft(count, active)}px` };
  return (
    <div
      className={cx(
        'swiper-pagination swiper-pagination-clickable swiper-pagination-bullets',
        'swiper-pagination-horizontal swiper-pagination-bullets-dynamic',
        bulletsShown[Math.min(count, SHOWN_BULLETS) as keyof typeof bulletsShown],
      )}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={bulletClasses(index, active)}
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === active ? 'true' : undefined}
          style={moved}
          onClick={() => onChoose(index)}
          {...(!live && { tabIndex: -1, 'aria-hidden': true })}
        />
      ))}
    </div>
  );
}
