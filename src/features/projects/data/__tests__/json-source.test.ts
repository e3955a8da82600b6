import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_FILE_URL } from '../../data-file';
import { createJsonSource } from '../json-source';

function respondWith(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createJsonSource', () => {
  it('GETs /assets/Data/data.json and returns its projects array', async () => {
    const fetchMock = respondWith(Response.json({ projects: [{ id: 'a' }] }));
    await expect(createJsonSource().fetchRecords()).resolves.toEqual([{ id: 'a' }]);
    expect(DATA_FILE_URL).toBe('/assets/Data/data.json');
    expect(fetchMock).toHaveBeenCalledWith('/assets/Data/data.json', expect.anything());
  });

  it('fails with the HTTP status when the file cannot be fetched', async () => {
    respondWith(new Response('gone', { status: 404 }));
    await expect(createJsonSource().fetchRecords()).rejects.toThrow('answered HTTP 404');
  });

  it('fails clearly on a file that is not JSON', async () => {
    respondWith(new Response('<html>', { status: 200 }));
    await expect(createJsonSource().fetchRecords()).rejects.toThrow('is not valid JSON');
  });
});
