import { useEffect, useState } from 'react';
import { Button } from '../../src/components/button';
import { Dialog } from '../../src/components/dialog';
import type { TakeDownPreview } from '../api';
import { getTakeDownPreview, messageOf } from './office-api';
import * as styles from './office.css';

type TakeDownDialogProps = {
  webAddress: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
};

/** Asks before a project leaves the site: its cover and everything that goes with it. */
export function TakeDownDialog({ webAddress, onConfirm, onCancel, busy }: TakeDownDialogProps) {
  const [preview, setPreview] = useState<TakeDownPreview>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    getTakeDownPreview(webAddress).then(setPreview, (error: unknown) =>
      setProblem(messageOf(error)),
    );
  }, [webAddress]);
  return (
    <Dialog onClose={onCancel} aria-labelledby="take-down-title" className={styles.dialog}>
      <h2 id="take-down-title" className={styles.subheading}>
        Take down {preview?.address ?? 'this project'}?
      </h2>
      {problem && <p role="alert">{problem}</p>}
      {!preview && !problem && <p role="status">Finding what goes with it…</p>}
      {preview && (
        <>
          {preview.thumbnail && (
            <img
              src={preview.thumbnail}
              alt={`Cover of ${preview.address}`}
              className={styles.dialogCover}
            />
          )}
          <div>
            <p>This goes from the site:</p>
            <ul>
              {preview.goes.map((what) => (
                <li key={what}>{what}</li>
              ))}
            </ul>
          </div>
          <p className={styles.muted}>
            Until the next release you can put it all back with Restore, or Undo in Saved changes.
          </p>
        </>
      )}
      <div className={styles.row}>
        <Button variant="containedSecondary" disabled={!preview || busy} onClick={onConfirm}>
          Take down
        </Button>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
