/**
 * What every screen of the office shares: the saved changes not yet live (refreshed after each
 * save), the notice the last save or undo left, and the name the office signs its saves with,
 * asked once before the first save.
 */
import { createContext, useContext } from 'react';
import type { SavedChange } from '../api';

/** A save's or an undo's outcome, shown at the top until the next one. */
export type Notice = {
  message: string;
  tone: 'info' | 'problem';
  /** After a take-down: the change that Restore undoes. */
  restore?: SavedChange;
  /** Said to screen readers without taking the focus (a move, where the focus stays on the row). */
  quiet?: boolean;
};

export type Office = {
  changes: SavedChange[] | undefined;
  changesProblem: string | undefined;
  refreshChanges: () => void;
  notice: Notice | undefined;
  showNotice: (notice: Notice | undefined) => void;
  /** Bumped after an undo, so a screen showing the file reloads it. */
  fileVersion: number;
  fileChanged: () => void;
  /** Resolves once the office knows whose saves these are (asking first, when it does not). */
  whenNamed: () => Promise<void>;
  /** The name prompt is open (the shell shows it). */
  askingName: boolean;
  named: () => void;
  cancelName: () => void;
};

export const OfficeContext = createContext<Office | null>(null);

export function useOffice(): Office {
  const office = useContext(OfficeContext);
  if (!office) throw new Error('useOffice is used outside OfficeProvider');
  return office;
}
