import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SavedChange } from '../api';
import { getChanges, getIdentity, messageOf, Refused } from './office-api';
import { OfficeContext, type Notice, type Office } from './office-context';

export function OfficeProvider({ children }: { children: ReactNode }) {
  const [changes, setChanges] = useState<SavedChange[]>();
  const [changesProblem, setChangesProblem] = useState<string>();
  const [notice, showNotice] = useState<Notice>();
  const [fileVersion, setFileVersion] = useState(0);
  const [askingName, setAskingName] = useState(false);
  const hasName = useRef<boolean | undefined>(undefined);
  const waiting = useRef<{ resolve: () => void; reject: (error: Error) => void }[]>([]);

  const refreshChanges = useCallback(() => {
    getChanges().then(
      (answer) => {
        setChanges(answer.changes);
        setChangesProblem(undefined);
      },
      (error: unknown) => setChangesProblem(messageOf(error)),
    );
  }, []);

  useEffect(refreshChanges, [refreshChanges]);

  const whenNamed = useCallback(async () => {
    if (hasName.current === undefined) {
      hasName.current = (await getIdentity().catch(() => ({ name: 'unknown' }))).name !== null;
    }
    if (hasName.current) return;
    setAskingName(true);
    return new Promise<void>((resolve, reject) => waiting.current.push({ resolve, reject }));
  }, []);

  const settle = useCallback((named: boolean) => {
    if (named) hasName.current = true;
    setAskingName(false);
    const pending = waiting.current;
    waiting.current = [];
    for (const { resolve, reject } of pending) {
      if (named) resolve();
      else reject(new Refused(0, { message: 'Not saved: the office needs your name first.' }));
    }
  }, []);

  const office = useMemo<Office>(
    () => ({
      changes,
      changesProblem,
      refreshChanges,
      notice,
      showNotice,
      fileVersion,
      fileChanged: () => setFileVersion((version) => version + 1),
      whenNamed,
      askingName,
      named: () => settle(true),
      cancelName: () => settle(false),
    }),
    [changes, changesProblem, refreshChanges, notice, fileVersion, whenNamed, askingName, settle],
  );
  return <OfficeContext.Provider value={office}>{children}</OfficeContext.Provider>;
}
