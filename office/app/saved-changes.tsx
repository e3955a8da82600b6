import { useState } from 'react';
import { Button } from '../../src/components/button';
import type { SavedChange } from '../api';
import { messageOf, undoChange } from './office-api';
import { useOffice } from './office-context';
import * as styles from './office.css';

/** The office's saves since the last release, newest first, each one undoable. */
export function SavedChangesList() {
  const { changes, changesProblem } = useOffice();
  return (
    <section aria-labelledby="saved-changes-title" className={styles.panel}>
      <h2 id="saved-changes-title" className={styles.subheading}>
        Saved changes
      </h2>
      <p className={styles.muted}>
        Saved on this computer, not yet on the website: the next release puts them live. Undo puts
        back what a change replaced.
      </p>
      {changesProblem && <p role="alert">{changesProblem}</p>}
      {changes && changes.length === 0 && <p>No saved changes since the last release.</p>}
      {changes && changes.length > 0 && (
        <ul className={styles.list}>
          {changes.map((change) => (
            <ChangeRow key={change.id} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: SavedChange }) {
  const { whenNamed, showNotice, refreshChanges, fileChanged } = useOffice();
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await whenNamed();
      const result = await undoChange(change.id);
      showNotice({ message: result.message, tone: 'info' });
      fileChanged();
    } catch (error) {
      showNotice({ message: messageOf(error), tone: 'problem' });
      setBusy(false);
    }
    refreshChanges();
  };
  // Not named by its message: a list item named "1021 Hosbrook St: …" would be found as the
  // portfolio's row for 1021 Hosbrook St.
  return (
    <li className={styles.row}>
      <span>{change.message}</span>
      <time dateTime={change.when} className={styles.muted}>
        {shownTime(change.when)}
      </time>
      <Button
        variant="outlined"
        className={styles.small}
        disabled={busy}
        onClick={() => void undo()}
      >
        Undo
      </Button>
    </li>
  );
}

/** "14:05" today, "2 Dec 14:05" before: when the change was saved, in this computer's time. */
function shownTime(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const time = `${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`;
  if (when.toDateString() === new Date().toDateString()) return time;
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[when.getMonth()];
  return `${when.getDate()} ${month} ${time}`;
}
