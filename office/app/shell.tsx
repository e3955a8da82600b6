import { useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Button } from '../../src/components/button';
import { button } from '../../src/components/button.css';
import { Dialog } from '../../src/components/dialog';
import { messageOf, saveIdentity, undoChange } from './office-api';
import { useOffice } from './office-context';
import * as styles from './office.css';
import { SavedChangesList } from './saved-changes';

/** Every screen's frame: the office's name, the last notice, the screen, the saved changes. */
export function Shell() {
  const office = useOffice();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brandName}>
          Office
        </Link>
        <p className={styles.muted}>The company&rsquo;s portfolio, on this computer.</p>
      </header>
      <NoticeBar />
      <main className={styles.stack}>
        <Outlet />
      </main>
      <SavedChangesList />
      {office.askingName && <NamePrompt />}
    </div>
  );
}

function NoticeBar() {
  const { notice, showNotice, refreshChanges, fileChanged, whenNamed } = useOffice();
  const ref = useRef<HTMLDivElement>(null);
  const [restoring, setRestoring] = useState(false);
  useEffect(() => {
    if (notice && !notice.quiet) ref.current?.focus();
  }, [notice]);
  const restore = async (id: string) => {
    setRestoring(true);
    try {
      await whenNamed();
      const result = await undoChange(id);
      showNotice({ message: result.message, tone: 'info' });
      fileChanged();
    } catch (error) {
      showNotice({ message: messageOf(error), tone: 'problem' });
    } finally {
      setRestoring(false);
      refreshChanges();
    }
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={notice?.tone === 'problem' ? 'alert' : 'status'}
      className={notice ? styles.notice[notice.tone] : undefined}
      hidden={!notice}
    >
      {notice && (
        <>
          <p>{notice.message}</p>
          <div className={styles.row}>
            {notice.restore && (
              <Button
                variant="containedSecondary"
                disabled={restoring}
                onClick={() => void restore(notice.restore?.id ?? '')}
              >
                Restore
              </Button>
            )}
            <Button variant="text" onClick={() => showNotice(undefined)}>
              Dismiss
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** Asked once, before the first save: git signs every save with a name. */
function NamePrompt() {
  const { named, cancelName } = useOffice();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setProblem('Type your name, as it should appear beside your saves.');
      return;
    }
    setBusy(true);
    try {
      await saveIdentity(name.trim());
      named();
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };
  return (
    <Dialog onClose={cancelName} aria-labelledby="name-title" className={styles.dialog}>
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="name-title" className={styles.subheading}>
          Who is saving?
        </h2>
        <p>The office keeps every save with the name of who made it. It asks only once.</p>
        <div className={styles.field}>
          <label htmlFor="your-name" className={styles.label}>
            Your name
          </label>
          <input
            id="your-name"
            className={styles.input}
            value={name}
            autoComplete="name"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'your-name-problem' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {problem && (
            <p id="your-name-problem" className={styles.fieldMessage}>
              {problem}
            </p>
          )}
        </div>
        <div className={styles.row}>
          <button type="submit" className={button.contained} disabled={busy}>
            Save name
          </button>
          <Button variant="text" onClick={cancelName}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
