import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import * as styles from './compare-slider.css';

type CompareSliderProps = {
  /** The photo after the work: the frame's full width, under the before photo. */
  after: ReactNode;
  /** The photo before the work, shown left of the divider. */
  before: ReactNode;
  /** Names the slider: "Before and after: Kitchen photo 1 of 2, 2417 N Maple St". */
  label: string;
};

/** Where the divider starts, and how far one arrow key or Page Up/Down moves it (percent). */
const START_POSITION = 50;
const STEP = 5;
const PAGE_STEP = 20;

/** How far (px) a finger moves sideways before it is dragging the divider, not scrolling. */
const TOUCH_SLOP = 6;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Before and after in one frame: the before photo is clipped at a draggable divider over the
 * after photo. The divider's handle is a real slider (role, value, arrow keys, Home/End,
 * Page Up/Down). Dragging anywhere in the frame moves it; the frame claims horizontal drags
 * only (touch-action: pan-y), so the page still scrolls up and down but never sideways.
 */
export function CompareSlider({ after, before, label }: CompareSliderProps) {
  const [position, setPosition] = useState(START_POSITION);
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    setPosition(clamp(Math.round(((clientX - frame.left) / frame.width) * 100)));
  };

  // A mouse drags the divider from the first press. A finger may be scrolling the page past
  // the comparison: the divider follows it only once it moves sideways (a vertical move makes
  // the browser scroll and cancel the pointer). A tap moves it on its click, which is also
  // what a tap made before the app started replays (src/app/early-clicks.ts).
  const drag = useRef<{ id: number; x: number; y: number; active: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const mouse = event.pointerType === 'mouse';
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, active: mouse };
    if (!mouse) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
    // Keyboard users then continue where the pointer left the divider.
    handleRef.current?.focus({ preventScroll: true });
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    if (!current.active) {
      const sideways = Math.abs(event.clientX - current.x);
      if (sideways < TOUCH_SLOP || sideways < Math.abs(event.clientY - current.y)) return;
      current.active = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    moveTo(event.clientX);
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      PageDown: position - PAGE_STEP,
      PageUp: position + PAGE_STEP,
      Home: 0,
      End: 100,
    };
    const value = next[event.key];
    if (value === undefined) return;
    event.preventDefault();
    setPosition(clamp(value));
  };

  return (
    <div
      ref={frameRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={(event) => moveTo(event.clientX)}
      className={styles.frame}
      // As built (50%) the stylesheet places the divider; a moved one is set here, after
      // hydration, where the CSP allows it (a style attribute in the HTML it would block).
      style={
        position === START_POSITION
          ? undefined
          : ({ [styles.DIVIDER]: `${position}%` } as CSSProperties)
      }
    >
      {after}
      <div className={styles.before}>{before}</div>
      <span className={styles.sideLabel.left}>Before</span>
      <span className={styles.sideLabel.right}>After</span>
      <div aria-hidden className={styles.divider} />
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${position}% before, ${100 - position}% after`}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={styles.handle}
      >
        <span aria-hidden>⇔</span>
      </div>
    </div>
  );
}
