import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Swiper from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import { Icon } from '../../../components/icon';
import { useHydrated } from '../../../components/use-hydrated';
import arrowShapes from '@material-symbols/svg-100/outlined/arrow_forward_ios.svg?shapes';
import { CarouselBullets } from './carousel-bullets';

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
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'click', 'keydown'] as const;

/**
 * Swiper with arrows, dynamic bullets and its a11y module (spec §9), over markup React renders
 * (and the prerender writes): Swiper's own classes, so its CSS draws the carousel whole before
 * Swiper has started. Once the app runs, the arrows carry the roles and labels Swiper's a11y
 * module gives them, so they can be reached by keyboard before Swiper starts; the bullets are
 * React's (carousel-bullets.tsx).
 *
 * Swiper starts when the visitor reaches for the carousel (a pointer over it, a press, focus or
 * key inside it, heard before its own handlers so that very press is Swiper's), or when its
 * observer reports it near the screen and the page has been scrolled. Not at load: a carousel
 * on the first screen (a project whose Exterior photos sit under its cover) would otherwise
 * start during the load, the largest task left there on a low-tier phone
 * (docs/performance.md).
 */
export function SwiperCarousel({ label, keys, renderSlide }: CarouselSlides) {
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const start = () => {
      if (swiperRef.current) return;
      stopWatching();
      swiperRef.current = new Swiper(root, {
        modules: [Navigation, A11y],
        navigation: { nextEl: nextRef.current, prevEl: prevRef.current },
        a11y: { containerMessage: label },
        spaceBetween: 16,
        slidesPerView: 1,
        on: { slideChange: (swiper) => setActiveIndex(swiper.activeIndex) },
      });
    };
    // Only the observer says whether the carousel is near: a page restored part-way down (a
    // reload, Back) counts as scrolled.
    let scrolled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.at(-1)?.isIntersecting ?? false;
        if (near && (scrolled || window.scrollY > 0)) start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(root);
    // The observer's last report may be older than the scroll (the page seen at the top, then
    // a jump far down): drop what it holds and ask it again, which it answers once the scroll
    // is laid out. Later scrolls are its to report. A scroll to the top is the site opening
    // the page there (a client navigation from a page scrolled down), not the visitor's.
    const onFirstScroll = () => {
      if (window.scrollY === 0) return;
      window.removeEventListener('scroll', onFirstScroll);
      scrolled = true;
      observer.takeRecords();
      observer.unobserve(root);
      observer.observe(root);
    };
    window.addEventListener('scroll', onFirstScroll, { passive: true });
    for (const type of REACHING) root.addEventListener(type, start, { capture: true });
    function stopWatching() {
      observer.disconnect();
      window.removeEventListener('scroll', onFirstScroll);
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
      {/* swiper-horizontal before the start too, as Swiper sets it: its `touch-action: pan-y`
          then already holds when the first swipe, which starts Swiper, begins. */}
      <div ref={rootRef} className="swiper swiper-horizontal">
        <div className="swiper-wrapper">
          {keys.map((key, index) => (
            <div key={key} className="swiper-slide">
              {renderSlide(index, Math.abs(index - activeIndex) <= LOADED_NEIGHBOURS)}
            </div>
          ))}
        </div>
        {/* As Swiper and its a11y module will draw them at the first slide: Previous disabled,
            both hidden for one slide. Swiper keeps the attributes current once started. */}
        <CarouselArrow
          ref={prevRef}
          className={`swiper-button-prev swiper-button-disabled${lock}`}
          label="Previous slide"
          disabled
        />
        <CarouselArrow ref={nextRef} className={`swiper-button-next${lock}`} label="Next slide" />
        <CarouselBullets
          count={keys.length}
          active={activeIndex}
          onChoose={(index) => swiperRef.current?.slideTo(index)}
        />
      </div>
    </div>
  );
}

type CarouselArrowProps = {
  ref: RefObject<HTMLDivElement | null>;
  className: string;
  label: string;
  disabled?: boolean;
};

/**
 * An arrow, with the attributes Swiper's a11y module gives it once the app runs (so it is a
 * button to a keyboard or screen reader before Swiper starts), not in the prerendered page: a
 * page whose code never arrives has no controls that do nothing. Its own component, so that
 * only the arrows and bullets render again after hydration, not the carousel's slides.
 */
function CarouselArrow({ ref, className, label, disabled = false }: CarouselArrowProps) {
  const hydrated = useHydrated();
  const role = hydrated && {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-label': label,
    'aria-disabled': disabled || undefined,
  };
  return (
    <div ref={ref} className={className} {...role}>
      <Arrow />
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
