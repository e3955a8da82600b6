import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { button } from '../../src/components/button.css';
import type { PortfolioRow } from '../api';
import { cx } from '../../src/styles/cx';
import * as styles from './office.css';
import { placeInList } from '../../seed/change-report';

/** Which control moved a row: the focus goes back to it afterwards. */
export type MoveKind = 'up' | 'down' | 'top' | 'drag';

type PortfolioItemProps = {
  row: PortfolioRow;
  count: number;
  busy: boolean;
  onMove: (to: number, control: MoveKind) => void;
};

/** One project of the list, named by its address, with its place and the controls that move it. */
export function PortfolioItem({ row, count, busy, onMove }: PortfolioItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.webAddress,
    disabled: busy,
  });
  const addressId = `address-${row.webAddress}`;
  const first = row.position === 0;
  const last = row.position === count - 1;
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={addressId}
      data-web-address={row.webAddress}
      className={cx(styles.projectRow, isDragging && styles.dragging)}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label="Drag to reorder"
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {row.thumbnail ? (
        <img
          src={row.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          width={120}
          height={68}
          className={styles.thumb}
        />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.rowFacts}>
        <span id={addressId} className={styles.rowAddress}>
          {row.address}
        </span>
        <span className={styles.muted}>
          {row.city}, {row.state}
        </span>
        <span className={styles.row}>
          <span className={styles.saleBadge[saleKind(row.saleBanner)]}>{row.saleBanner}</span>
          {row.workBanner && <span className={styles.workBadge}>{row.workBanner}</span>}
          <span className={styles.muted}>{placeInList(row.position, count)}</span>
        </span>
      </div>
      <div className={styles.rowActions}>
        <Link
          to={`/projects/${encodeURIComponent(row.webAddress)}`}
          className={cx(button.contained, styles.small)}
          data-edit
        >
          Edit
        </Link>
        <button
          type="button"
          className={cx(button.outlined, styles.small)}
          data-move="up"
          disabled={busy || first}
          onClick={() => onMove(row.position - 1, 'up')}
        >
          Move up
        </button>
        <button
          type="button"
          className={cx(button.outlined, styles.small)}
          data-move="down"
          disabled={busy || last}
          onClick={() => onMove(row.position + 1, 'down')}
        >
          Move down
        </button>
        <button
          type="button"
          className={cx(button.outlined, styles.small)}
          data-move="top"
          disabled={busy || first}
          onClick={() => onMove(0, 'top')}
        >
          Move to top
        </button>
      </div>
    </li>
  );
}

/** The site's banner words ("Sold 2026", "Pending", "For Sale") say which colour it takes. */
function saleKind(banner: string): 'sold' | 'pending' | 'for-sale' {
  if (banner.startsWith('Sold')) return 'sold';
  if (banner === 'Pending') return 'pending';
  return 'for-sale';
}
