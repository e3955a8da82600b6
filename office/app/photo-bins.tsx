import { useId, useState, type DragEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Button } from '../../src/components/button';
import type { Bin, BinPhoto, Bins } from '../api';
import { BINS } from '../../seed/photo-bins';
import { BIN_TITLES, findPhoto, pairBefore, placePhoto } from './bins';
import * as styles from './office.css';
import { PhotoTile } from './photo-tile';
import { usePhotoUploads } from './photo-uploads';

type PhotoBinsProps = {
  bins: Bins;
  /** Every change to the bins goes through here, as a function of the bins as they are then. */
  onChange: (change: (bins: Bins) => Bins) => void;
};

const FILE_LABELS: Record<Bin, string> = {
  cover: 'Add cover photo',
  exterior: 'Add exterior photos',
  interior: 'Add interior photos',
  kitchen: 'Add kitchen photos',
  baths: 'Add baths photos',
  rooms: 'Add rooms photos',
};

const BIN_HINTS: Record<Bin, string> = {
  cover: 'The photo on the project’s card and at the top of its page.',
  exterior: 'Outside the house.',
  interior: 'Living rooms, halls and stairs.',
  kitchen: 'The kitchen.',
  baths: 'Bathrooms.',
  rooms: 'Bedrooms and other rooms.',
};

const BIN_PREFIX = 'bin:';

/** The project's photos by the page's sections, each bin a place to drop or choose files. */
export function PhotoBins({ bins, onChange }: PhotoBinsProps) {
  const uploads = usePhotoUploads();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const addFiles = (bin: Bin, files: File[]) => {
    // The cover holds one photo: the first file is the cover, any others go to Exterior.
    const [first, ...rest] = files;
    if (bin === 'cover' && first) {
      uploads.add([first], (photo) => onChange((now) => placePhoto(now, photo, 'cover')));
      uploads.add(rest, (photo) => onChange((now) => placePhoto(now, photo, 'exterior')));
      return;
    }
    uploads.add(files, (photo) => onChange((now) => placePhoto(now, photo, bin)));
  };

  const addBefore = (source: string, file: File) =>
    uploads.add([file], (photo) => onChange((now) => pairBefore(now, source, photo)));

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((now) => {
      const from = findPhoto(now, String(active.id));
      const photo = from && now[from.bin][from.index];
      if (!from || !photo) return now;
      const overId = String(over.id);
      if (overId.startsWith(BIN_PREFIX))
        return placePhoto(now, photo, overId.slice(BIN_PREFIX.length) as Bin);
      const to = findPhoto(now, overId);
      if (!to) return now;
      return placePhoto(now, photo, to.bin, to.index);
    });
  };

  const percent = uploads.total ? Math.round((uploads.finished / uploads.total) * 100) : 0;
  return (
    <section aria-labelledby="photos-title" className={styles.stack}>
      <h2 id="photos-title" className={styles.subheading}>
        Photos
      </h2>
      <p className={styles.muted}>
        Drop phone photos on a bin, or choose them with its button. Each is cleaned as it arrives:
        turned upright, made at most 2560 pixels, and stripped of its location and camera details.
        Nothing is saved until you choose Save.
      </p>
      {uploads.total > 0 && (
        <div className={styles.field}>
          <span id="cleaning-label" className={styles.label}>
            Cleaning photos: {uploads.finished} of {uploads.total} done
          </span>
          <progress
            className={styles.progress}
            aria-labelledby="cleaning-label"
            max={uploads.total}
            value={uploads.finished}
            aria-valuemin={0}
            aria-valuemax={uploads.total}
            aria-valuenow={uploads.finished}
            aria-valuetext={`${percent}%`}
          />
        </div>
      )}
      {uploads.refusals.length > 0 && (
        <div role="alert" className={styles.notice.problem}>
          <p>
            {uploads.refusals.length === 1
              ? 'One photo was not added:'
              : `${uploads.refusals.length} photos were not added:`}
          </p>
          <ul>
            {uploads.refusals.map((refusal, index) => (
              <li key={index}>
                {/* The office's words name the file already, mostly: said once. */}
                {refusal.message.includes(refusal.fileName) ? (
                  refusal.message
                ) : (
                  <>
                    <strong>{refusal.fileName}</strong>: {refusal.message}
                  </>
                )}
              </li>
            ))}
          </ul>
          <div>
            <Button variant="text" onClick={uploads.dismissRefusals}>
              Dismiss
            </Button>
          </div>
        </div>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
        <div className={styles.bins}>
          {BINS.map((bin) => (
            <PhotoBin
              key={bin}
              bin={bin}
              bins={bins}
              onChange={onChange}
              onFiles={(files) => addFiles(bin, files)}
              onBeforeFile={addBefore}
            />
          ))}
        </div>
      </DndContext>
    </section>
  );
}

type PhotoBinProps = {
  bin: Bin;
  bins: Bins;
  onChange: PhotoBinsProps['onChange'];
  onFiles: (files: File[]) => void;
  onBeforeFile: (source: string, file: File) => void;
};

function PhotoBin({ bin, bins, onChange, onFiles, onBeforeFile }: PhotoBinProps) {
  const titleId = useId();
  const inputId = useId();
  const [fileOver, setFileOver] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: `${BIN_PREFIX}${bin}` });
  const photos = bins[bin];
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={`${styles.panel} ${styles.bin}`}
      data-drop={fileOver || isOver ? 'yes' : undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setFileOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFileOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setFileOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <h3 id={titleId} className={styles.subheading}>
        {BIN_TITLES[bin]}
      </h3>
      <p className={styles.muted}>{BIN_HINTS[bin]}</p>
      <div className={styles.fileButton}>
        <label htmlFor={inputId}>{FILE_LABELS[bin]}</label>
        <input
          id={inputId}
          type="file"
          accept="image/*,.heic,.heif"
          multiple={bin !== 'cover'}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {photos.length === 0 ? (
        <p className={styles.muted}>No photos here yet.</p>
      ) : (
        <SortableContext items={photos.map((photo) => photo.source)} strategy={rectSortingStrategy}>
          <ul className={styles.photos}>
            {photos.map((photo: BinPhoto, index) => (
              <PhotoTile
                key={photo.source}
                bin={bin}
                bins={bins}
                photo={photo}
                index={index}
                count={photos.length}
                onChange={onChange}
                onBeforeFile={(file) => onBeforeFile(photo.source, file)}
              />
            ))}
          </ul>
        </SortableContext>
      )}
    </section>
  );
}
