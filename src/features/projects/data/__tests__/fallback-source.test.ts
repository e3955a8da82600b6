import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomePreview, ProjectList } from '../../page-data';
import { withFallback } from '../fallback-source';
import type { PortfolioSource } from '../../portfolio-source';

const preview = (id: string): HomePreview => ({ projects: [{ id } as HomePreview['projects'][0]] });

/** A source whose every page answers as `answer` does. */
const source = (name: string, answer: () => Promise<HomePreview>): PortfolioSource => ({
  name,
  home: vi.fn(answer),
  list: vi.fn(async () => ({ ...(await answer()), total: 1, tally: {} }) satisfies ProjectList),
  project: vi.fn(async (id: string) =>
    (await answer()).projects[0]?.id === id ? ({ id } as never) : undefined,
  ),
});

describe('withFallback', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves the primary source when it answers', async () => {
    const log = { error: vi.fn() };
    const fallback = source('data file', async () => preview('b'));
    const combined = withFallback(
      source('Firestore', async () => preview('a')),
      fallback,
      { log },
    );

    expect(combined.name).toBe('Firestore');
    expect(await combined.home()).toEqual(preview('a'));
    expect(await combined.list()).toMatchObject(preview('a'));
    expect(await combined.project('a')).toEqual({ id: 'a' });
    expect(fallback.home).not.toHaveBeenCalled();
    expect(fallback.list).not.toHaveBeenCalled();
    expect(fallback.project).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('serves every page from the fallback once the primary has failed, and logs the reason once', async () => {
    const log = { error: vi.fn() };
    const failure = new Error('permission-denied');
    const primary = source('Firestore', () => Promise.reject(failure));
    const combined = withFallback(
      primary,
      source('data file', async () => preview('b')),
      { log },
    );

    expect(await combined.home()).toEqual(preview('b'));
    expect(await combined.list()).toMatchObject(preview('b'));
    expect(await combined.project('b')).toEqual({ id: 'b' });
    expect(primary.home).toHaveBeenCalledTimes(1);
    expect(primary.list).not.toHaveBeenCalled();
    expect(primary.project).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      'Could not read projects from the Firestore; serving the data file instead.',
      failure,
    );
  });

  it('gives up on a primary that does not answer in time', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    const combined = withFallback(
      source('Firestore', () => new Promise<HomePreview>(() => {})),
      source('data file', async () => preview('b')),
      { log, timeoutMs: 5_000 },
    );

    const answer = combined.home();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await answer).toEqual(preview('b'));
    expect(log.error).toHaveBeenCalledWith(
      expect.any(String),
      new Error('The Firestore did not answer within 5000 ms.'),
    );
  });

  it('does not make a visitor wait again for a primary that hung: the next page answers at once', async () => {
    vi.useFakeTimers();
    const primary = source('Firestore', () => new Promise<HomePreview>(() => {}));
    const combined = withFallback(
      primary,
      source('data file', async () => preview('b')),
      {
        log: { error: vi.fn() },
        timeoutMs: 5_000,
      },
    );

    const first = combined.list();
    await vi.advanceTimersByTimeAsync(5_000);
    await first;
    let answered = false;
    const next = combined.list().then((list) => {
      answered = true;
      return list;
    });
    await vi.advanceTimersByTimeAsync(0);

    expect(answered).toBe(true);
    expect(await next).toMatchObject(preview('b'));
    expect(primary.list).toHaveBeenCalledTimes(1);
  });

  it('lets a failure of the fallback reach the caller', async () => {
    const combined = withFallback(
      source('Firestore', () => Promise.reject(new Error('no documents'))),
      source('data file', () => Promise.reject(new Error('HTTP 404'))),
      { log: { error: vi.fn() } },
    );

    await expect(combined.list()).rejects.toThrow('HTTP 404');
  });
});
