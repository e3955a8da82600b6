import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button } from '../../src/components/button';
import { button } from '../../src/components/button.css';
import type { Portfolio, PortfolioRow } from '../api';
import { getPortfolio, messageOf, moveProject } from './office-api';
import { useOffice } from './office-context';
import * as styles from './office.css';
import { PortfolioItem, type MoveKind } from './portfolio-item';
import { placeInList } from '../../seed/change-report';

/** Rows drawn at first and with each Show more: 1,000 projects open at once this way. */
const PAGE_SIZE = 50;

/** Every project in list order, to find, open and reorder. */
export function PortfolioPage() {
  const office = useOffice();
  const [portfolio, setPortfolio] = useState<Portfolio>();
  const [problem, setProblem] = useState<string>();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [moving, setMoving] = useState(false);
  /** After a move: the row and the control to give the focus back to, once the list has redrawn. */
  const refocus = useRef<{ webAddress: string; control: MoveKind } | null>(null);

  const load = useCallback(() => {
    getPortfolio().then(
      (answer) => {
        setPortfolio(answer);
        setProblem(undefined);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, []);
  useEffect(load, [load, office.fileVersion]);

  const rows = useMemo(() => portfolio?.rows ?? [], [portfolio]);
  const found = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? rows.filter((row) => row.address.toLowerCase().includes(wanted)) : rows;
  }, [rows, search]);
  const visible = found.slice(0, shown);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const item = document.querySelector<HTMLElement>(
      `[data-web-address="${CSS.escape(target.webAddress)}"]`,
    );
    const control = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]`);
    if (control && !control.disabled) control.focus();
    else item?.querySelector<HTMLElement>('[data-edit]')?.focus();
  }, [portfolio]);

  const move = async (row: PortfolioRow, to: number, control: MoveKind) => {
    if (!portfolio || to === row.position || to < 0 || to >= rows.length) return;
    setMoving(true);
    try {
      await office.whenNamed();
      const result = await moveProject(row.webAddress, {
        basedOn: row.basedOn,
        orderVersion: portfolio.orderVersion,
        to,
      });
      office.showNotice({
        message: result.message || `${row.address} moved to ${placeInList(to, rows.length)}.`,
        tone: 'info',
        quiet: true,
      });
      refocus.current = { webAddress: row.webAddress, control };
      office.refreshChanges();
    } catch (error) {
      office.showNotice({ message: messageOf(error), tone: 'problem' });
    } finally {
      setMoving(false);
      load();
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const row = rows.find((candidate) => candidate.webAddress === active.id);
    const target = rows.find((candidate) => candidate.webAddress === over.id);
    if (row && target) void move(row, target.position, 'drag');
  };
  const announcements = useMemo(() => dragWords(rows), [rows]);

  return (
    <>
      <div className={styles.spread}>
        <h1 className={styles.heading}>Portfolio</h1>
        <Link to="/new" className={button.containedSecondary}>
          New project
        </Link>
      </div>
      {problem && (
        <div role="alert" className={styles.notice.problem}>
          <p>{problem}</p>
          <div>
            <Button variant="outlined" onClick={load}>
              Try again
            </Button>
          </div>
        </div>
      )}
      {portfolio?.problem && (
        <div role="alert" className={styles.notice.problem}>
          <p>{portfolio.problem}</p>
        </div>
      )}
      {portfolio && (
        <>
          <div className={styles.searchField}>
            <label htmlFor="search" className={styles.label}>
              Search by address
            </label>
            <input
              id="search"
              type="search"
              className={styles.input}
              value={search}
              aria-describedby="search-count"
              onChange={(event) => {
                setSearch(event.target.value);
                setShown(PAGE_SIZE);
              }}
            />
          </div>
          <p id="search-count" className={styles.muted} aria-live="polite">
            {countText(visible.length, found.length, rows.length, search.trim() !== '')}
          </p>
          <p className={styles.muted} id="reorder-help">
            The list is the order the website shows. Drag a project by its handle, or use Move up,
            Move down and Move to top.
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dropped}
            accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
          >
            <SortableContext
              items={visible.map((row) => row.webAddress)}
              strategy={verticalListSortingStrategy}
            >
              <ol className={styles.list} aria-label="Projects in list order">
                {visible.map((row) => (
                  <PortfolioItem
                    key={row.webAddress}
                    row={row}
                    count={rows.length}
                    busy={moving}
                    onMove={(to, control) => void move(row, to, control)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          {found.length > visible.length && (
            <div>
              <Button variant="outlined" onClick={() => setShown((count) => count + PAGE_SIZE)}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
      {!portfolio && !problem && <p role="status">Opening the portfolio…</p>}
    </>
  );
}

function countText(shown: number, found: number, total: number, searching: boolean): string {
  if (searching && found === 0) return 'No project has that in its address.';
  const of = searching ? `${found} found of ${total} projects` : `${total} projects`;
  return shown < found ? `Showing ${shown} of ${of}.` : `${of[0]?.toUpperCase()}${of.slice(1)}.`;
}

const dragInstructions = {
  draggable:
    'To move a project, press Space or Enter, then the up and down arrows, then Space or Enter to drop it there, or Escape to leave it where it was.',
};

/** What a screen reader hears while a project is dragged: addresses and places, not ids. */
function dragWords(rows: PortfolioRow[]) {
  const address = (id: string | number) =>
    rows.find((row) => row.webAddress === id)?.address ?? 'the project';
  const place = (id: string | number) => {
    const row = rows.find((candidate) => candidate.webAddress === id);
    return row ? placeInList(row.position, rows.length) : '';
  };
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${address(active.id)}.`,
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      over
        ? `${address(active.id)} would go to ${place(over.id)}.`
        : `${address(active.id)} is not over the list.`,
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: string | number };
      over: { id: string | number } | null;
    }) =>
      over
        ? `${address(active.id)} dropped at ${place(over.id)}.`
        : `${address(active.id)} dropped.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) =>
      `${address(active.id)} left where it was.`,
  };
}
