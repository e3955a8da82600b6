// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import Swiper from 'swiper';
import { Pagination } from 'swiper/modules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BULLET_GAP,
  BULLET_PITCH,
  BULLET_SIZE,
  SHOWN_BULLETS,
  bulletClasses,
  bulletsLeft,
} from '../components/bullet-layout';
import { CarouselBullets } from '../components/carousel-bullets';
import { bulletsShown } from '../components/section-carousel.css';

/** A row of bullets as drawn: each bullet's classes of Swiper's bullet family, and its offset. */
type Drawn = { classes: string[]; left: string }[];

const drawn = (bullets: Iterable<HTMLElement>): Drawn =>
  [...bullets].map((bullet) => ({
    classes: [...bullet.classList]
      .filter((name) => name.startsWith('swiper-pagination-bullet'))
      .sort(),
    left: bullet.style.left,
  }));

/**
 * Swiper's own dynamic bullets, as its Pagination module drew them for the carousel, for a
 * carousel of `count` slides at each slide in turn; and the width it gives their row. jsdom
 * lays nothing out, so each bullet is given what Swiper measures of it (its width and its
 * margins): the site's target and gap.
 */
function swipersBullets(count: number): { row: string; atSlide: Drawn[] } {
  const host = document.createElement('div');
  host.className = 'swiper';
  host.innerHTML = `<div class="swiper-wrapper">${'<div class="swiper-slide"></div>'.repeat(count)}</div><div class="swiper-pagination"></div>`;
  document.body.append(host);
  const row = host.querySelector<HTMLElement>('.swiper-pagination');
  const swiper = new Swiper(host, {
    modules: [Pagination],
    // Swiper's way to start where nothing has a size (test environments, its docs say).
    width: 390,
    height: 260,
    pagination: { el: row, dynamicBullets: true, clickable: true },
  });
  const atSlide = Array.from({ length: count }, (_, active) => {
    swiper.slideTo(active, 0);
    return drawn(host.querySelectorAll<HTMLElement>('.swiper-pagination-bullet'));
  });
  const width = row?.style.width ?? '';
  swiper.destroy(true, true);
  host.remove();
  return { row: width, atSlide };
}

const margins = document.createElement('style');
margins.textContent = `.swiper-pagination-bullet { margin: 0 ${BULLET_GAP}px; }`;
beforeAll(() => {
  document.head.append(margins);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('swiper-pagination-bullet') ? BULLET_SIZE : 0;
  });
});
afterAll(() => {
  margins.remove();
  vi.restoreAllMocks();
});

describe("the bullets, against Swiper's dynamic pagination", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    '%i slides: each slide shown draws the bullets as Swiper did',
    (count) => {
      const swipers = swipersBullets(count);
      // The row the stylesheet draws is as wide as Swiper's.
      expect(swipers.row).toBe(`${SHOWN_BULLETS * BULLET_PITCH}px`);
      swipers.atSlide.forEach((swipersRow, active) => {
        const layout: Drawn = swipersRow.map((_, index) => ({
          classes: bulletClasses(index, active).split(' ').sort(),
          left: `${bulletsLeft(count, active)}px`,
        }));
        expect(layout, `slide ${active + 1}`).toEqual(swipersRow);
      });
      if (count === 1) return;
      // At the first slide the offset is the stylesheet's, chosen by how many bullets show
      // (section-carousel.css.ts draws it with bulletsLeft): a class, no style attribute.
      const { container, rerender } = render(
        <CarouselBullets count={count} active={0} onChoose={() => {}} />,
      );
      const row = container.firstElementChild;
      const shown = Math.min(count, SHOWN_BULLETS) as keyof typeof bulletsShown;
      expect(row?.classList.contains(bulletsShown[shown])).toBe(true);
      for (const bullet of container.querySelectorAll('button')) {
        expect(bullet.getAttribute('style')).toBeNull();
      }
      // What React draws, past the first slide (where it sets the offset).
      swipers.atSlide.forEach((swipersRow, active) => {
        if (active === 0) return;
        rerender(<CarouselBullets count={count} active={active} onChoose={() => {}} />);
        expect(drawn(container.querySelectorAll('button')), `slide ${active + 1}`).toEqual(
          swipersRow,
        );
      });
    },
  );
});

describe('CarouselBullets', () => {
  it('are buttons once the app runs: one per slide, the shown one current, a press chooses', async () => {
    const onChoose = vi.fn();
    render(<CarouselBullets count={4} active={1} onChoose={onChoose} />);
    const bullets = screen.getAllByRole('button');
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
    ]);
    expect(bullets.map((bullet) => bullet.getAttribute('aria-current'))).toEqual([
      null,
      'true',
      null,
      null,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('are hidden from keyboards and screen readers in the prerendered page, with no style attribute (the CSP allows none)', () => {
    const html = renderToString(<CarouselBullets count={4} active={0} onChoose={() => {}} />);
    expect(html).not.toContain('style=');
    const page = document.createElement('div');
    page.innerHTML = html;
    const bullets = [...page.querySelectorAll('.swiper-pagination-bullet')];
    expect(bullets).toHaveLength(4);
    for (const bullet of bullets) {
      expect(bullet).toHaveAttribute('tabindex', '-1');
      expect(bullet).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('are left out for a single slide, as Swiper hides them', () => {
    const { container } = render(<CarouselBullets count={1} active={0} onChoose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
