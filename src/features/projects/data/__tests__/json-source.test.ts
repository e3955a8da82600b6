import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataUrl } from '../../page-data';
import { createJsonSource } from '../json-source';

/** Answers each URL from `files` (a Response, made afresh per request), 404 for any other. */
function serve(files: Record<string, () => Response>) {
  const fetchMock = vi.fn(
    async (url: string) => files[url]?.() ?? new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const summary = (id: string, city = 'Indianapolis') => ({
  id,
  beds: 3,
  baths: 2,
  sq_footage: 1500,
  address: { address_line_1: `${id} St`, city, state: 'IN' },
  is_sold: false,
  pending_sale: false,
  full_remodel: false,
  full_renovation: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createJsonSource', () => {
  it("gives each page its own file: home's cards, the list's, one project", async () => {
    const fetchMock = serve({
      [pageDataUrl.home]: () => Response.json({ projects: [summary('a')] }),
      [pageDataUrl.projects]: () =>
        Response.json({ projects: [summary('a'), summary('b', 'Carmel')] }),
      [pageDataUrl.project('a')]: () => Response.json({ id: 'a', images: [] }),
    });
    const source = createJsonSource();

    expect(await source.home()).toEqual({ projects: [summary('a')] });
    expect(await source.list()).toEqual({
      projects: [summary('a'), summary('b', 'Carmel')],
      total: 2,
      tally: {
        Indianapolis: { 'for-sale': 1, pending: 0, sold: 0 },
        Carmel: { 'for-sale': 1, pending: 0, sold: 0 },
      },
    });
    expect(await source.project('a')).toEqual({ id: 'a', images: [] });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/assets/Data/pages/home.json',
      '/assets/Data/pages/projects.json',
      '/assets/Data/pages/projects/a.json',
    ]);
  });

  it('fetches a file once per visit, whichever page asks again', async () => {
    const fetchMock = serve({
      [pageDataUrl.projects]: () => Response.json({ projects: [summary('a')] }),
      [pageDataUrl.project('a')]: () => Response.json({ id: 'a', images: [] }),
    });
    const source = createJsonSource();
    await Promise.all([source.list(), source.list(), source.project('a')]);
    await source.project('a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says a project is not there when Hosting answers null (firebase.json's rewrite) or 404", async () => {
    serve({ [pageDataUrl.project('gone')]: () => Response.json(null) });
    const source = createJsonSource();
    expect(await source.project('gone')).toBeUndefined();
    expect(await source.project('never-built')).toBeUndefined();
  });

  it('asks for a file by the escaped id, whatever the address bar holds', async () => {
    const fetchMock = serve({});
    await createJsonSource().project('../data');
    expect(fetchMock).toHaveBeenCalledWith(
      '/assets/Data/pages/projects/..%2Fdata.json',
      expect.anything(),
    );
  });

  it('fails with the HTTP status, and asks again after a failure (Retry)', async () => {
    let status = 500;
    const fetchMock = vi.fn(async () =>
      status === 200 ? Response.json({ projects: [summary('a')] }) : new Response('', { status }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const source = createJsonSource();
    await expect(source.list()).rejects.toThrow('answered HTTP 500');
    status = 200;
    expect((await source.list()).total).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again for a file that was not a page data file (Retry after a bad deploy)', async () => {
    let body: unknown = { items: [] };
    const fetchMock = vi.fn(async () => Response.json(body));
    vi.stubGlobal('fetch', fetchMock);
    const source = createJsonSource();
    await expect(source.home()).rejects.toThrow('"projects" array');
    body = { projects: [summary('a')] };
    expect(await source.home()).toEqual({ projects: [summary('a')] });
  });

  it('fails clearly on a file that is not JSON, or not a page data file', async () => {
    serve({
      [pageDataUrl.home]: () => new Response('<html>', { status: 200 }),
      [pageDataUrl.projects]: () => Response.json({ items: [] }),
      [pageDataUrl.project('a')]: () => Response.json(['a']),
    });
    const source = createJsonSource();
    await expect(source.home()).rejects.toThrow('is not valid JSON');
    await expect(source.list()).rejects.toThrow('"projects" array');
    await expect(source.project('a')).rejects.toThrow('not a project record');
  });
});
