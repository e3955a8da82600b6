/**
 * The release history in Firestore, read and written with admin credentials: it lives with
 * the project, not on the computer that published, so an undo works from any copy of the
 * repository. A release's document holds its summary and one content key per project (about
 * 110 bytes a project: a thousand fit well inside Firestore's 1 MiB document limit); each
 * project version is a document of its own under its key, written once however many releases
 * seed it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  RELEASE_CONTENT_COLLECTION,
  RELEASES_COLLECTION,
} from '../../src/features/projects/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import type { Project } from '../../src/features/projects/project-schema';
import { toDocumentData, type DocumentData } from '../documents';
import { firestoreError, openFirestore, type FirestoreTarget } from '../firestore';
import {
  contentKey,
  nextReleaseNumber,
  releaseChanges,
  releaseDocument,
  releaseId,
  standingReleases,
  type ReleaseContent,
  type ReleaseSummary,
} from './history-plan';
import { StepFailed } from './steps';

/** A release as read: its summary and its document's id. */
export type StoredRelease = ReleaseSummary & { id: string };

const SUMMARY_FIELDS = [
  'number',
  'at',
  'commit',
  'changes',
  'hostingVersion',
  'undone',
  'site',
] as const;

/** Every release's summary, without the content keys (a thousand per release). */
export async function readReleases(db: Firestore): Promise<StoredRelease[]> {
  const snapshot = await db
    .collection(RELEASES_COLLECTION)
    .select(...SUMMARY_FIELDS)
    .get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as ReleaseSummary), id: doc.id }));
}

async function readContentKeys(db: Firestore, release: StoredRelease): Promise<ReleaseContent> {
  const doc = await db.collection(RELEASES_COLLECTION).doc(release.id).get();
  const projects: unknown = doc.get('projects');
  if (!Array.isArray(projects)) throw new Error(`release #${release.number} has no content`);
  return projects as ReleaseContent;
}

/**
 * The projects a release seeded, as the site's schema reads them today; a record it no longer
 * accepts is reported by id and field, as a bad data file is.
 */
export async function readReleaseProjects(
  db: Firestore,
  release: StoredRelease,
): Promise<{ projects: Project[]; problems: string[] }> {
  const keys = await readContentKeys(db, release);
  const refs = keys.map(({ key }) => db.collection(RELEASE_CONTENT_COLLECTION).doc(key));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  const records: unknown[] = [];
  const problems: string[] = [];
  snapshots.forEach((snapshot, index) => {
    const data: unknown = snapshot.get('data');
    if (data === undefined) problems.push(`${keys[index]?.id}: its stored content is missing`);
    else records.push(data);
  });
  const parsed = parseProjectRecords(records);
  for (const { id, field, message } of parsed.problems) {
    problems.push(`${id ?? '?'}: ${field || 'record'} ${message}`);
  }
  return { projects: parsed.projects, problems };
}

/**
 * Records a release that completed: what it seeded (the file's projects, as publish wrote
 * them), what that changed against the release it follows, its commit and Hosting version.
 * Content the history already holds is not written again.
 */
export async function recordRelease(
  db: Firestore,
  projects: readonly Project[],
  {
    at,
    commit,
    hostingVersion,
    site,
  }: Pick<ReleaseSummary, 'at' | 'commit' | 'hostingVersion' | 'site'>,
): Promise<ReleaseSummary> {
  const releases = await readReleases(db);
  const [previous] = standingReleases(releases);
  const before = previous ? await readContentKeys(db, previous) : undefined;
  const documents = new Map<string, DocumentData>();
  const content: ReleaseContent = projects.map((project) => {
    const data = toDocumentData(project);
    const key = contentKey(data);
    documents.set(key, data);
    return { id: project.id, key };
  });
  const held = new Set((before ?? []).map(({ key }) => key));
  const writer = db.bulkWriter();
  const writes = [...documents]
    .filter(([key]) => !held.has(key))
    .map(([key, data]) => writer.set(db.collection(RELEASE_CONTENT_COLLECTION).doc(key), { data }));
  await writer.close();
  // Each write reports its own failure; a release must never name content that is not stored.
  await Promise.all(writes);
  const number = nextReleaseNumber(releases);
  const release: ReleaseSummary = {
    number,
    at,
    commit,
    changes: releaseChanges(before, content),
    hostingVersion,
    undone: false,
    ...(site && { site }),
  };
  // create(): a release recorded meanwhile under the same number makes this one fail.
  await db
    .collection(RELEASES_COLLECTION)
    .doc(releaseId(number))
    .create(releaseDocument(release, content));
  return release;
}

/** Takes an undone release out of the history: kept, marked, and never listed again. */
export async function markUndone(db: Firestore, release: StoredRelease, at: string) {
  await db.collection(RELEASES_COLLECTION).doc(release.id).update({ undone: true, undoneAt: at });
}

/** Runs `work` on the history's Firestore; a failure there is the step's. */
export async function withHistory<T>(
  target: FirestoreTarget,
  step: 'compare' | 'record' | 'find' | 'forget',
  work: (db: Firestore) => Promise<T>,
): Promise<T> {
  const { db, close } = openFirestore(target);
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof StepFailed) throw error;
    throw new StepFailed(step, `the release history: ${firestoreError(error)}`);
  } finally {
    await close();
  }
}
