/**
 * The release history's decisions: what a release records, what changed since the one before,
 * which release an undo goes back to, and how the history reads. Pure; the reads and writes
 * are in ./history-store.ts.
 */
import { createHash } from 'node:crypto';
import type { DocumentData } from '../documents';
import { describeSettings, type SiteSettings } from '../../tooling/release-env';
import { canonicalJson } from '../field-changes';

/** A project's seeded content, named by its hash: a release stores each version once. */
export type ContentKey = string;

/** What a release changed in the portfolio, by project id, against the release before it. */
export type ReleaseChanges = { added: string[]; removed: string[]; changed: string[] };

/** One release as the history keeps it (its content apart: one key per project). */
export type ReleaseSummary = {
  /** Counts up from 1; the history's order, whatever the clocks of the computers said. */
  number: number;
  /** When the release completed, ISO 8601. */
  at: string;
  /** The commit the release was built from, and whether files differed from it. */
  commit: { sha: string; dirty: boolean } | null;
  changes: ReleaseChanges;
  /** Hosting's version live after the release: `sites/SITE/versions/ID`. */
  hostingVersion: string;
  /** Set when an undo took the release down: the history then reads as if it never happened. */
  undone: boolean;
  /** What its site ran on (.env.release); releases recorded before it was kept have none. */
  site?: SiteSettings;
};

/** A release's content: each project's id and the key of what was seeded for it. */
export type ReleaseContent = { id: string; key: ContentKey }[];

/** A release's Firestore document: its summary and its content keys. */
export function releaseDocument(release: ReleaseSummary, content: ReleaseContent) {
  return { ...release, projects: content };
}

/** The key of a project's document: its canonical JSON's SHA-256, so equal content is one key. */
export function contentKey(data: DocumentData): ContentKey {
  return createHash('sha256')
    .update(canonicalJson(data) ?? '')
    .digest('hex');
}

/** What `next` changed against `previous` (nothing before: every project added). */
export function releaseChanges(
  previous: ReleaseContent | undefined,
  next: ReleaseContent,
): ReleaseChanges {
  const before = new Map((previous ?? []).map(({ id, key }) => [id, key]));
  const after = new Map(next.map(({ id, key }) => [id, key]));
  return {
    added: [...after.keys()].filter((id) => !before.has(id)).sort(),
    removed: [...before.keys()].filter((id) => !after.has(id)).sort(),
    changed: [...after]
      .filter(([id, key]) => before.has(id) && before.get(id) !== key)
      .map(([id]) => id)
      .sort(),
  };
}

/** The releases still in the history (never undone), newest first: index 0 is live. */
export function standingReleases<R extends ReleaseSummary>(releases: readonly R[]): R[] {
  return releases.filter(({ undone }) => !undone).sort((a, b) => b.number - a.number);
}

/**
 * What an undo does: the current release comes down and the one before it goes back up. The
 * history reads as if undone releases never happened, so a second undo goes one further back
 * and the next publish follows the release the undo put back.
 */
export function undoPlan<R extends ReleaseSummary>(
  releases: readonly R[],
): { current: R; target: R } | { error: string } {
  const [current, target] = standingReleases(releases);
  if (!current) {
    return {
      error:
        'the release history is empty: no release was recorded yet (publish records each one).',
    };
  }
  if (!target) {
    return {
      error: `release #${current.number} is the first one in the history: there is no earlier release to go back to.`,
    };
  }
  return { current, target };
}

/** The number the next release takes: one past every release ever recorded, undone ones too. */
export function nextReleaseNumber(releases: readonly ReleaseSummary[]): number {
  return Math.max(0, ...releases.map(({ number }) => number)) + 1;
}

/** A release's document id: its number, zero-padded, so a second release of the same number fails. */
export function releaseId(number: number): string {
  return `release-${String(number).padStart(6, '0')}`;
}

/** What `--history` prints: the live release, then each one `--undo` can go back to. */
export function historyLines(releases: readonly ReleaseSummary[]): string[] {
  const standing = standingReleases(releases);
  if (standing.length === 0) {
    return ['No release recorded yet: each `npm run publish` records one.'];
  }
  const lines = ['Releases, newest first (--undo puts back the one below the live one):'];
  for (const [index, release] of standing.entries()) {
    lines.push(
      ...releaseLines(
        release,
        index === 0 ? 'live' : `${index} undo${index === 1 ? '' : 's'} back`,
      ),
    );
  }
  const undone = releases.length - standing.length;
  if (undone > 0) {
    lines.push(`(${undone} undone release${undone === 1 ? '' : 's'} not listed.)`);
  }
  return lines;
}

/** A release as the office reads it: number, when, commit, Hosting version, what changed. */
export function releaseLines(release: ReleaseSummary, label?: string): string[] {
  const { number, at, commit, hostingVersion, changes, site } = release;
  const from = commit
    ? `commit ${commit.sha.slice(0, 7)}${commit.dirty ? ' (and uncommitted changes)' : ''}`
    : 'no commit';
  return [
    `  #${number}${label ? ` (${label})` : ''}  ${localTime(at)}  ${from}  Hosting ${hostingVersion.split('/').pop() ?? hostingVersion}`,
    `      ${changeSummary(changes)}`,
    ...(site ? [`      site: ${describeSettings(site)}`] : []),
  ];
}

/**
 * How a release's site settings differ from the live release's, in words, or undefined when
 * they are the same. The live release may predate the record of them.
 */
export function settingsChange(
  live: ReleaseSummary | undefined,
  next: SiteSettings,
): string | undefined {
  if (!live) return undefined;
  if (!live.site) {
    return `The live release #${live.number} did not record what its site ran on; this one runs on ${describeSettings(next)}.`;
  }
  const changes = [
    live.site.dataSource !== next.dataSource &&
      `content source ${live.site.dataSource === 'firestore' ? 'Firestore' : 'the data file'} → ${next.dataSource === 'firestore' ? 'Firestore' : 'the data file'}`,
    live.site.analytics !== next.analytics &&
      `analytics ${live.site.analytics ?? 'off'} → ${next.analytics ?? 'off'}`,
  ].filter((change): change is string => typeof change === 'string');
  return changes.length > 0
    ? `This changes the live site's settings (.env.release): ${changes.join('; ')}.`
    : undefined;
}

const MINUTE_AND_ZONE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/**
 * An instant as the office reads it: this computer's time zone (TZ), named, to the minute
 * (`2026-11-27 09:14 EST`). The history keeps the instant in UTC, so any computer lists it in
 * its own zone; one the history holds that is not a date is shown as it is.
 */
export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Made per call, so that it reads TZ as it is now.
  const parts = new Intl.DateTimeFormat('en-US', MINUTE_AND_ZONE).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** Projects added, removed and changed, with their ids (a long list cut short). */
export function changeSummary({ added, removed, changed }: ReleaseChanges): string {
  const part = (verb: string, ids: readonly string[]) =>
    ids.length === 0 ? [] : [`${verb} ${ids.length}: ${shortList(ids)}`];
  const parts = [...part('added', added), ...part('changed', changed), ...part('removed', removed)];
  return parts.length > 0 ? parts.join('; ') : 'no project changed';
}

const IDS_SHOWN = 5;

function shortList(ids: readonly string[]): string {
  const shown = ids.slice(0, IDS_SHOWN).join(', ');
  return ids.length > IDS_SHOWN ? `${shown} and ${ids.length - IDS_SHOWN} more` : shown;
}
