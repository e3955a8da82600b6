import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

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

/**
 * Swiper with arrows, dynamic bullets and its a11y module (spec §9). It imports nothing but
 * React and Swiper, so loading it lazily (section-carousel.tsx) moves exactly Swiper's
 * JavaScript out of the project page's first load and splits no shared chunk.
 */
export function SwiperCarousel({ label, keys, renderSlide }: CarouselSlides) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  // Arrow keys move only the carousel that has focus, unlike Swiper's page-wide keyboard module.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Swiper
        modules={[Navigation, Pagination, A11y]}
        navigation
        pagination={{ clickable: true, dynamicBullets: true }}
        a11y={{ containerMessage: label }}
        spaceBetween={16}
        slidesPerView={1}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActiveIndex(swiper.activeIndex)}
      >
        {keys.map((key, index) => (
          <SwiperSlide key={key}>
            {renderSlide(index, Math.abs(index - activeIndex) <= LOADED_NEIGHBOURS)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
