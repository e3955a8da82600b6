import { useEffect, useRef } from 'react';
import { Button } from '../../src/components/button';
import type { FieldChange } from '../api';
import * as styles from './office.css';

type ConflictReportProps = {
  message: string;
  changes: FieldChange[];
  onReload: () => void;
};

/**
 * A save refused because the project changed in the file since it was opened (another tab, a
 * hand edit, a pull): what changed, fact by fact, and Reload, which opens it as it is now. The
 * other change is kept; the office merges nothing.
 */
export function ConflictReport({ message, changes, onReload }: ConflictReportProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="conflict-title"
      className={styles.notice.problem}
    >
      <h2 id="conflict-title" className={styles.subheading}>
        Not saved: this project changed since you opened it
      </h2>
      <p>{message}</p>
      {changes.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.muted}>What changed in the file</caption>
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">When you opened it</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.label}>
                <th scope="row">{change.label}</th>
                <td>{change.opened}</td>
                <td>{change.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>Reload opens the project as it is now; type your change again, then Save.</p>
      <div>
        <Button onClick={onReload}>Reload</Button>
      </div>
    </div>
  );
}
