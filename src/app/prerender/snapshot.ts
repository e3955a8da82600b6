import type { ProjectsSnapshot } from '../../features/projects/data/projects-store';
import { STATUSES, type FilterTally } from '../../features/projects/project-filters';
import type { Project } from '../../features/projects/project-schema';

/** The element a prerendered page embeds its projects snapshot in (a data block, never run). */
export const SNAPSHOT_ELEMENT_ID = 'projects-snapshot';

/** Attribute on #root naming the path a page was prerendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** JSON for the snapshot's `<script type="application/json">`; `<` escaped so it cannot close the tag. */
export function serializeSnapshot(snapshot: ProjectsSnapshot): string {
  return JSON.stringify(snapshot).replace(/</g, '\\u003c');
}

/**
 * Reads the snapshot a prerendered page was built with. Its records were validated when the
 * page was built (and the data source is read and validated again right after hydration), so
 * only the shape is checked here: the schema stays out of the first page load. Anything
 * unreadable means no snapshot, and the page loads its data as an unprerendered one would.
 */
export function readSnapshot(text: string | null | undefined): ProjectsSnapshot | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { projects, total, tally } = parsed as {
      projects?: unknown;
      total?: unknown;
      tally?: unknown;
    };
    if (!Array.isArray(projects) || typeof total !== 'number') return undefined;
    if (!projects.every(isProjectLike)) return undefined;
    return {
      projects: projects as Project[],
      total,
      ...(isTallyLike(tally) && { tally }),
    };
  } catch {
    return undefined;
  }
}

/** Whether the server sent the page prerendered for this very path (not a host's fallback). */
export function isPrerenderedFor(prerenderedPath: string | null, pathname: string): boolean {
  if (prerenderedPath === null) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(prerenderedPath) === trim(pathname);
}

function isTallyLike(tally: unknown): tally is FilterTally {
  return (
    typeof tally === 'object' &&
    tally !== null &&
    Object.values(tally).every(
      (byStatus) =>
        typeof byStatus === 'object' &&
        byStatus !== null &&
        STATUSES.every(
          (status) => typeof (byStatus as Record<string, unknown>)[status] === 'number',
        ),
    )
  );
}

function isProjectLike(record: unknown): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const { id, address, images } = record as Record<string, unknown>;
  return typeof id === 'string' && typeof address === 'object' && Array.isArray(images);
}
