import { useId } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { button } from '../../src/components/button.css';
import { cx } from '../../src/styles/cx';
import { BINS } from '../../seed/photo-bins';
import type { Bin, BinPhoto, Bins } from '../api';
import {
  allPhotos,
  BIN_TITLES,
  pairBefore,
  placePhoto,
  removePhoto,
  shiftPhoto,
  unpairBefore,
} from './bins';
import * as styles from './office.css';

type PhotoTileProps = {
  bin: Bin;
  bins: Bins;
  photo: BinPhoto;
  index: number;
  count: number;
  onChange: (change: (bins: Bins) => Bins) => void;
  onBeforeFile: (file: File) => void;
};

/** One photo in its bin, with every control that moves, pairs or removes it. */
export function PhotoTile({
  bin,
  bins,
  photo,
  index,
  count,
  onChange,
  onBeforeFile,
}: PhotoTileProps) {
  const id = useId();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.source,
  });
  const name = `${BIN_TITLES[bin]} photo ${index + 1} of ${count}`;
  const smallButton = cx(button.outlined, styles.small);
  const others = allPhotos(bins).filter(
    (other) => other.photo.source !== photo.source && !other.photo.before,
  );
  return (
    <li
      ref={setNodeRef}
      aria-label={name}
      className={cx(styles.photo, isDragging && styles.dragging)}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
    >
      <img
        src={photo.thumbnail}
        alt={name}
        loading="lazy"
        decoding="async"
        width={photo.width}
        height={photo.height}
        className={styles.photoImage}
        {...listeners}
      />
      <div className={styles.photoControls}>
        <button
          type="button"
          className={cx(styles.handle, styles.small)}
          aria-label="Drag photo"
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === 0}
          onClick={() => onChange((now) => shiftPhoto(now, photo.source, -1))}
        >
          Move earlier
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          onClick={() => onChange((now) => shiftPhoto(now, photo.source, 1))}
        >
          Move later
        </button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-bin`} className={styles.muted}>
          Move to
        </label>
        <select
          id={`${id}-bin`}
          className={styles.smallInput}
          value={bin}
          onChange={(event) => onChange((now) => placePhoto(now, photo, event.target.value as Bin))}
        >
          {BINS.map((choice) => (
            <option key={choice} value={choice}>
              {BIN_TITLES[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.photoControls}>
        {bin !== 'cover' && (
          <button
            type="button"
            className={smallButton}
            onClick={() => onChange((now) => placePhoto(now, photo, 'cover'))}
          >
            Use as cover
          </button>
        )}
        <button
          type="button"
          className={smallButton}
          onClick={() => onChange((now) => removePhoto(now, photo.source))}
        >
          Remove photo
        </button>
      </div>
      {photo.before ? (
        <div className={styles.row}>
          <img
            src={photo.beforeThumbnail ?? photo.before}
            alt={`Before photo of ${name}`}
            loading="lazy"
            className={styles.beforeImage}
          />
          <button
            type="button"
            className={smallButton}
            onClick={() => onChange((now) => unpairBefore(now, photo.source))}
          >
            Remove before photo
          </button>
        </div>
      ) : (
        <div className={styles.stack}>
          <div className={styles.fileButton}>
            <label htmlFor={`${id}-before-file`} className={styles.muted}>
              Pair with a before photo
            </label>
            <input
              id={`${id}-before-file`}
              type="file"
              accept="image/*,.heic,.heif"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onBeforeFile(file);
                event.target.value = '';
              }}
            />
          </div>
          {others.length > 0 && (
            <div className={styles.field}>
              <label htmlFor={`${id}-before-photo`} className={styles.muted}>
                Or a photo from the bins as its before photo
              </label>
              <select
                id={`${id}-before-photo`}
                className={styles.smallInput}
                value=""
                onChange={(event) => {
                  const chosen = others.find((other) => other.photo.source === event.target.value);
                  if (chosen) onChange((now) => pairBefore(now, photo.source, chosen.photo));
                }}
              >
                <option value="">Choose a photo…</option>
                {others.map((other) => (
                  <option key={other.photo.source} value={other.photo.source}>
                    {BIN_TITLES[other.bin]} photo {other.index + 1}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
