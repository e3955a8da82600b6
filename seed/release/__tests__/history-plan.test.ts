import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeSummary,
  contentKey,
  historyLines,
  localTime,
  nextReleaseNumber,
  releaseChanges,
  releaseDocument,
  releaseId,
  releaseLines,
  settingsChange,
  undoPlan,
  type ReleaseSummary,
} from '../history-plan';

function release(number: number, undone = false): ReleaseSummary {
  return {
    number,
    at: `2026-11-0${number}T10:00:00.000Z`,
    commit: { sha: `${number}`.repeat(40), dirty: false },
    changes: { added: [], removed: [], changed: [`house-${number}`] },
    hostingVersion: `sites/crossroads/versions/v${number}`,
    undone,
  };
}

describe('release content', () => {
  it('names equal content by one key, whatever its key order, and different content apart', () => {
    expect(contentKey({ id: 'a', beds: 3, address: { city: 'Indy', zip: '1' } })).toBe(
      contentKey({ address: { zip: '1', city: 'Indy' }, beds: 3, id: 'a' }),
    );
    expect(contentKey({ id: 'a', beds: 3 })).not.toBe(contentKey({ id: 'a', beds: 4 }));
    expect(contentKey({ id: 'a' })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a release of a thousand projects, all of them changed, well inside Firestore's 1 MiB document", () => {
    const ids = Array.from(
      { length: 1000 },
      (_, n) => `${n}-north-meridian-street-indianapolis-in-46208`,
    );
    const before = ids.map((id) => ({ id, key: contentKey({ id, beds: 3 }) }));
    const after = ids.map((id) => ({ id, key: contentKey({ id, beds: 4 }) }));
    const document = releaseDocument(
      { ...release(2), changes: releaseChanges(before, after) },
      after,
    );
    expect(document.changes.changed).toHaveLength(1000);
    expect(Buffer.byteLength(JSON.stringify(document))).toBeLessThan(300_000);
  });

  it('says which projects a release added, removed and changed', () => {
    const before = [
      { id: 'elm', key: '1' },
      { id: 'oak', key: '2' },
      { id: 'ash', key: '3' },
    ];
    const after = [
      { id: 'oak', key: '2' },
      { id: 'ash', key: '4' },
      { id: 'yew', key: '5' },
    ];
    expect(releaseChanges(before, after)).toEqual({
      added: ['yew'],
      removed: ['elm'],
      changed: ['ash'],
    });
    expect(releaseChanges(undefined, after).added).toEqual(['ash', 'oak', 'yew']);
    expect(changeSummary(releaseChanges(before, after))).toBe(
      'added 1: yew; changed 1: ash; removed 1: elm',
    );
    expect(changeSummary({ added: [], removed: [], changed: [] })).toBe('no project changed');
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(changeSummary({ added: many, removed: [], changed: [] })).toBe(
      'added 7: a, b, c, d, e and 2 more',
    );
  });
});

describe('undo plan', () => {
  it('takes down the newest standing release and puts back the one before it', () => {
    const plan = undoPlan([release(1), release(3), release(2)]);
    expect(plan).toMatchObject({ current: { number: 3 }, target: { number: 2 } });
  });

  it('reads as if undone releases never happened: undo again goes one further back', () => {
    expect(undoPlan([release(1), release(2), release(3, true)])).toMatchObject({
      current: { number: 2 },
      target: { number: 1 },
    });
  });

  it('after undo then publish, the new release follows the one the undo put back', () => {
    // 1, 2, 3; undo took 3 down; publish recorded 4: an undo now puts 2 back.
    const releases = [release(1), release(2), release(3, true)];
    expect(nextReleaseNumber(releases)).toBe(4);
    expect(undoPlan([...releases, release(4)])).toMatchObject({
      current: { number: 4 },
      target: { number: 2 },
    });
  });

  it('refuses with the reason when there is nothing to go back to', () => {
    expect(undoPlan([])).toEqual({ error: expect.stringContaining('history is empty') });
    expect(undoPlan([release(1), release(2, true)])).toEqual({
      error: expect.stringContaining('release #1 is the first one in the history'),
    });
    expect(nextReleaseNumber([])).toBe(1);
    expect(releaseId(42)).toBe('release-000042');
  });
});

describe('--history', () => {
  // The office's computers, in Indianapolis; any other zone reads its own time the same way.
  beforeEach(() => vi.stubEnv('TZ', 'America/Indiana/Indianapolis'));
  afterEach(() => vi.unstubAllEnvs());

  it('lists the live release, then each one --undo can go back to, leaving out undone ones', () => {
    const lines = historyLines([release(1), release(2), release(3, true)]);
    expect(lines).toEqual([
      'Releases, newest first (--undo puts back the one below the live one):',
      '  #2 (live)  2026-11-02 05:00 EST  commit 2222222  Hosting v2',
      '      changed 1: house-2',
      '  #1 (1 undo back)  2026-11-01 05:00 EST  commit 1111111  Hosting v1',
      '      changed 1: house-1',
      '(1 undone release not listed.)',
    ]);
    expect(historyLines([])).toEqual([
      'No release recorded yet: each `npm run publish` records one.',
    ]);
  });

  it("says when a release went live in the computer's own time, to the minute, its zone named", () => {
    expect(localTime('2026-07-04T16:30:59.999Z')).toBe('2026-07-04 12:30 EDT');
    expect(localTime('2026-11-27T04:05:00.000Z')).toBe('2026-11-26 23:05 EST');
    vi.stubEnv('TZ', 'UTC');
    expect(localTime('2026-11-27T04:05:00.000Z')).toBe('2026-11-27 04:05 UTC');
    expect(localTime('not a date')).toBe('not a date');
  });
});

describe("a release's site settings", () => {
  const json = { dataSource: 'json', analytics: null } as const;
  const firestore = { dataSource: 'firestore', analytics: 'G-ABC' } as const;

  it('are listed with the release', () => {
    expect(releaseLines({ ...release(2), site: firestore })[2]).toBe(
      '      site: Firestore, analytics G-ABC',
    );
    expect(releaseLines(release(2))).toHaveLength(2);
  });

  it('name a change of content source or analytics from the live release', () => {
    expect(settingsChange({ ...release(3), site: json }, json)).toBeUndefined();
    expect(settingsChange({ ...release(3), site: json }, firestore)).toBe(
      "This changes the live site's settings (.env.release): content source the data file → Firestore; analytics off → G-ABC.",
    );
    expect(settingsChange(release(3), json)).toContain(
      'The live release #3 did not record what its site ran on',
    );
    expect(settingsChange(undefined, json)).toBeUndefined();
  });
});
