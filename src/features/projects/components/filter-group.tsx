import { useCallback, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { button } from '../../../components/button.css';
import { Icon } from '../../../components/icon';
import chevronLeft from '@material-design-icons/svg/filled/chevron_left.svg?shapes';
import chevronRight from '@material-design-icons/svg/filled/chevron_right.svg?shapes';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import { cx } from '../../../styles/cx';
import type { FilterOption } from '../project-filters';
import * as styles from './filter-group.css';

type FilterGroupProps<T> = {
  label: string;
  options: FilterOption<T>[];
  selected: T | null;
  /** The list's URL with this option chosen. */
  linkTo: (value: T | null) => string;
  /**
   * 'grid': a few options, all on screen at every width in equal cells (two a row on phones).
   * 'scroll': any number of options in one row that scrolls sideways, showing that more follow.
   */
  layout: 'grid' | 'scroll';
};

/**
 * A labelled row of options, each a link to the list with it chosen, drawn as a button; the
 * chosen one is filled and marked `aria-current="page"`: it links to the list as shown. Links,
 * so that a tap before the app has started loads the filtered list (index.html marks that
 * visit). In the app, choosing one adds a history entry, even the chosen one, and keeps the
 * scroll position: the list changes in place.
 * Nothing in it moves when live data replaces the prerendered counts: grid cells do not depend
 * on their text, and each count has room for as many digits as the largest.
 */
export function FilterGroup<T extends string>({
  label,
  options,
  selected,
  linkTo,
  layout,
}: FilterGroupProps<T>) {
  const labelId = useId();
  const digits = String(Math.max(0, ...options.map((option) => option.count))).length;
  const countClass = styles.count[Math.min(digits, styles.MAX_COUNT_DIGITS)];
  const links = options.map((option) => {
    const chosen = option.value === selected;
    return (
      <Link
        key={option.value ?? ''}
        to={linkTo(option.value)}
        replace={false}
        state={KEEP_SCROLL}
        aria-current={chosen ? 'page' : undefined}
        className={cx(button[chosen ? 'contained' : 'outlined'], styles.option)}
      >
        {option.label} <span className={countClass}>({option.count})</span>
      </Link>
    );
  });
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {layout === 'grid' ? (
        <div className={styles.grid}>{links}</div>
      ) : (
        <ScrollingRow>{links}</ScrollingRow>
      )}
    </div>
  );
}

/**
 * One row that scrolls sideways (by swipe, trackpad, or Tab from option to option): its
 * height never depends on how many options the data has. A fade and an arrow at an edge say
 * that more options follow there; the arrow scrolls the row for a mouse. Both cues are always
 * rendered; measuring the row marks the side where more follow on the row's frame (CSS shows
 * that cue), a DOM write rather than state, so a measurement never renders anything again.
 */
function ScrollingRow({ children }: { children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    frameRef.current?.toggleAttribute(styles.MORE_BEFORE, row.scrollLeft > 1);
    frameRef.current?.toggleAttribute(
      styles.MORE_AFTER,
      row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
    );
  }, []);
  // Measured before the first paint after hydration, and again as the row or its options change.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    measure();
    // Browsers without it (and jsdom) measure on scroll only.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    [...row.children].forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [measure, children]);
  const page = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * (rowRef.current.clientWidth - 2 * styles.FADE),
      behavior: 'smooth',
    });

  return (
    <div ref={frameRef} className={styles.scroller}>
      <div ref={rowRef} onScroll={measure} className={styles.row}>
        {children}
      </div>
      <EdgeCue side="start" onClick={() => page(-1)} />
      <EdgeCue side="end" onClick={() => page(1)} />
    </div>
  );
}

/** A fade over the row's edge with an arrow: for the eye and the mouse (keys and swipes scroll the row itself). */
function EdgeCue({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <div
      aria-hidden
      data-more={side === 'end' ? 'after' : 'before'}
      onClick={onClick}
      className={styles.edgeCue[side]}
    >
      <Icon shapes={side === 'end' ? chevronRight : chevronLeft} />
    </div>
  );
}
