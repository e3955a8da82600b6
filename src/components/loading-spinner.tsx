import { useId } from 'react';
import * as styles from './loading-spinner.css';

/** The spinner's circle: 44 units across, drawn with a 3.6-unit stroke. */
const SIZE = 44;
const THICKNESS = 3.6;

/** Spec: "a spinner with the text 'Loading'", announced as a progressbar. */
export function LoadingSpinner({ place = 'page' }: { place?: keyof typeof styles.box }) {
  const labelId = useId();
  return (
    <div className={styles.box[place]}>
      <svg
        role="progressbar"
        aria-labelledby={labelId}
        className={styles.spinner}
        viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}
      >
        <circle
          className={styles.arc}
          cx={SIZE}
          cy={SIZE}
          r={(SIZE - THICKNESS) / 2}
          fill="none"
          strokeWidth={THICKNESS}
        />
      </svg>
      <p id={labelId} className={styles.label}>
        Loading
      </p>
    </div>
  );
}
