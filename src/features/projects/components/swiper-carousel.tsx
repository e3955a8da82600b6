import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Icon } from '../../../components/icon';
import arrowShapes from '@material-symbols/svg-100/outlined/arrow_forward_ios.svg?shapes';

export type CarouselSlides = {
  /** What a screen reader hears for the carousel as a whole ("Kitchen photos"). */
  label: string;
  /** A stable key per slide. */
  keys: string[];
  /** A slide's content; `near` is false for slides too far from view to fetch a photo yet. */
  renderSlide: (index: number, near: boolean) => ReactNode;
};

/** Photos are fetched for the visible slide and this many on either side, no further. */
const LOADED_NEIGHBOURS = 1;

/** "Near" the screen: within half its height. */
const NEAR = '50% 0px';

/** What shows the visitor reaching for a carousel that has not started yet. */
const REACHING = ['pointerdown', 'focusin', 'click', 'keydown'] as const;

/**
 * Swiper with arrows, dynamic bullets and its a11y module (spec §9), over markup React renders
 * (and the prerender writes): Swiper's own classes, so its CSS draws the carousel, arrows
 * included, before Swiper has started. Swiper starts when the carousel comes near the screen
 * or the visitor reaches for it (a press, focus or key inside it, heard before its own
 * handlers so that very press is Swiper's). A page's hydration sets none of them up; the
 * carousels near the screen at the start are set up together, in the observer's callback.
 */
export function SwiperCarousel({ label, keys, renderSlide }: CarouselSlides) {
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const start = () => {
      if (swiperRef.current) return;
      stopWatching();
      swiperRef.current = new Swiper(root, {
        modules: [Navigation, Pagination, A11y],
        navigation: { nextEl: nextRef.current, prevEl: prevRef.current },
        pagination: { el: paginationRef.current, clickable: true, dynamicBullets: true },
        a11y: { containerMessage: label },
        spaceBetween: 16,
        slidesPerView: 1,
        on: { slideChange: (swiper) => setActiveIndex(swiper.activeIndex) },
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(root);
    for (const type of REACHING) root.addEventListener(type, start, { capture: true });
    function stopWatching() {
      observer.disconnect();
      for (const type of REACHING) root?.removeEventListener(type, start, { capture: true });
    }
    return () => {
      stopWatching();
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [label]);

  // Arrow keys move only the carousel that has focus, unlike Swiper's page-wide keyboard module.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
  };

  const lock = keys.length > 1 ? '' : ' swiper-button-lock';
  return (
    <div onKeyDown={onKeyDown}>
      <div ref={rootRef} className="swiper">
        <div className="swiper-wrapper">
          {keys.map((key, index) => (
            <div key={key} className="swiper-slide">
              {renderSlide(index, Math.abs(index - activeIndex) <= LOADED_NEIGHBOURS)}
            </div>
          ))}
        </div>
        {/* As Swiper will draw them at the first slide: Previous disabled, both hidden for one. */}
        <div ref={prevRef} className={`swiper-button-prev swiper-button-disabled${lock}`}>
          <Arrow />
        </div>
        <div ref={nextRef} className={`swiper-button-next${lock}`}>
          <Arrow />
        </div>
        <div ref={paginationRef} className="swiper-pagination" />
      </div>
    </div>
  );
}

/**
 * Drawn where Swiper would draw its own arrow (which it leaves out when one is there), so the
 * prerendered carousel has its arrows before Swiper starts: Material Symbols' thinnest chevron,
 * which matches Swiper's own, cropped to the shape. Swiper's stylesheet sizes and colours it
 * as it does its own (`.swiper-button-next svg`).
 */
function Arrow() {
  return (
    <Icon
      shapes={arrowShapes}
      viewBox="285 -845 394 728"
      width={11}
      height={20}
      className="swiper-navigation-icon"
    />
  );
}
