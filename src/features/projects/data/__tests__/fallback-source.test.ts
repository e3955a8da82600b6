import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFallback } from '../fallback-source';
import type { ProjectSource } from '../project-source';

const source = (name: string, fetchRecords: () => Promise<unknown[]>): ProjectSource => ({
  name,
  fetchRecords: vi.fn(fetchRecords),
});

describe('withFallback', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves the primary source when it answers with records', async () => {
    const log = { error: vi.fn() };
    const fallback = source('data file', async () => [{ id: 'b' }]);
    const combined = withFallback(
      source('Firestore', async () => [{ id: 'a' }]),
      fallback,
      { log },
    );

    expect(combined.name).toBe('Firestore');
    expect(await combined.fetchRecords()).toEqual([{ id: 'a' }]);
    expect(fallback.fetchRecords).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('serves the fallback and logs the reason when the primary fails', async () => {
    const log = { error: vi.fn() };
    const failure = new Error('permission-denied');
    const combined = withFallback(
      source('Firestore', () => Promise.reject(failure)),
      source('data file', async () => [{ id: 'b' }]),
      { log },
    );

    expect(await combined.fetchRecords()).toEqual([{ id: 'b' }]);
    expect(log.error).toHaveBeenCalledWith(
      'Could not read projects from the Firestore; serving the data file instead.',
      failure,
    );
  });

  it('gives up on a primary that does not answer in time', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    const combined = withFallback(
      source('Firestore', () => new Promise<unknown[]>(() => {})),
      source('data file', async () => [{ id: 'b' }]),
      { log, timeoutMs: 5_000 },
    );

    const records = combined.fetchRecords();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await records).toEqual([{ id: 'b' }]);
    expect(log.error).toHaveBeenCalledWith(
      expect.any(String),
      new Error('The Firestore did not answer within 5000 ms.'),
    );
  });

  it('lets a failure of the fallback reach the caller', async () => {
    const combined = withFallback(
      source('Firestore', async () => []),
      source('data file', () => Promise.reject(new Error('HTTP 404'))),
      { log: { error: vi.fn() } },
    );

    await expect(combined.fetchRecords()).rejects.toThrow('HTTP 404');
  });
});
