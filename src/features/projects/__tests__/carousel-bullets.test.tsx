// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bulletClasses, bulletsLeft } from '../components/bullet-layout';
import { CarouselBullets } from '../components/carousel-bullets';
import { BULLET_PITCH } from '../components/section-carousel.css';

describe("Swiper's dynamic bullet layout", () => {
  it('marks the active bullet main, and the two either side of it smaller', () => {
    const classes = Array.from({ length: 7 }, (_, index) => bulletClasses(index, 3));
    expect(classes).toEqual([
      'swiper-pagination-bullet',
      'swiper-pagination-bullet swiper-pagination-bullet-active-prev-prev',
      'swiper-pagination-bullet swiper-pagination-bullet-active-prev',
      'swiper-pagination-bullet swiper-pagination-bullet-active swiper-pagination-bullet-active-main',
      'swiper-pagination-bullet swiper-pagination-bullet-active-next',
      'swiper-pagination-bullet swiper-pagination-bullet-active-next-next',
      'swiper-pagination-bullet',
    ]);
    expect(bulletClasses(0, 0)).toContain('-active-main');
    expect(bulletClasses(1, 0)).toMatch(/-active-next$/);
  });

  it('moves the bullets so that the active one sits mid-row once five or more are shown', () => {
    // The row shows five places; the active bullet's place (its offset plus its index) is the
    // middle one, two places in, whichever slide is shown.
    for (const active of [0, 1, 4, 8]) {
      expect(bulletsLeft(9, active) + active * BULLET_PITCH).toBe(2 * BULLET_PITCH);
    }
  });

  it('centres a shorter row of bullets on its first slide, as Swiper does', () => {
    // Swiper: (pitch × shown − pitch) / 2, less the active bullet's place.
    expect(bulletsLeft(2, 0)).toBe(BULLET_PITCH / 2);
    expect(bulletsLeft(3, 0)).toBe(BULLET_PITCH);
    expect(bulletsLeft(4, 3)).toBe((3 * BULLET_PITCH) / 2 - 3 * BULLET_PITCH);
  });
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
    // Past the first slide the offset is React's to set (the stylesheet has the first's).
    expect(bullets[0]).toHaveStyle({ left: `${bulletsLeft(4, 1)}px` });
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
