import type { HomePreview, ProjectList } from './page-data';
import type { Project } from './project-schema';

/**
 * Where the pages' data comes from: the one boundary between the site and its content store.
 * The routes' loaders ask it for what their page shows and nothing more: the shipped data
 * file's per-page files (data/json-source.ts), or Firestore (data/firestore-source.ts), with
 * those files behind it should Firestore fail (data/fallback-source.ts); select-source.ts
 * picks one for the visit.
 */
export type PortfolioSource = {
  /** Shown in console messages, e.g. "data file". */
  readonly name: string;
  /** Home's cards. */
  home(): Promise<HomePreview>;
  /** Every project's summary, for the list a visitor filters and loads more of. */
  list(): Promise<ProjectList>;
  /** One project, whole; undefined when there is none by that id. */
  project(id: string): Promise<Project | undefined>;
};

/**
 * `load`, run once and shared by every caller, until it fails: a failed load is forgotten, so
 * the next caller (Retry) tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  const each = onceEach(() => load());
  return () => each(undefined);
}

/** `load` for each key, run once per key as `once` runs it. */
export function onceEach<Key, T>(load: (key: Key) => Promise<T>): (key: Key) => Promise<T> {
  const loading = new Map<Key, Promise<T>>();
  return (key) => {
    let answer = loading.get(key);
    if (!answer) {
      answer = load(key).catch((error: unknown) => {
        loading.delete(key);
        throw error;
      });
      loading.set(key, answer);
    }
    return answer;
  };
}
