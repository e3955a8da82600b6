/**
 * The Firestore that seed, pull and publish read and write: which one (an emulator or a live
 * project), an Admin SDK client for it, and the projects collection as read with their bases.
 */
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import {
  PROJECTS_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../src/features/projects/firestore-paths';
import type { DocumentData } from './documents';

/** Which Firestore a command reads and writes: an emulator, or a live project. */
export type FirestoreTarget = { projectId: string; emulatorHost: string | undefined };

/** The projects collection as read, with the base of each document: what the seed last wrote. */
export type StoredProjects = {
  documents: Map<string, DocumentData>;
  /** Each document's update time when read: a write fails if it has changed since. */
  updateTimes: Map<string, Timestamp>;
  bases: Map<string, DocumentData>;
};

export function describeTarget({ projectId, emulatorHost }: FirestoreTarget): string {
  return emulatorHost
    ? `Firestore emulator at ${emulatorHost}, project "${projectId}"`
    : `LIVE project "${projectId}" (Application Default Credentials)`;
}

/** An Admin SDK client for the target, and the way to close it. */
export function openFirestore(target: FirestoreTarget): {
  db: Firestore;
  close: () => Promise<void>;
} {
  if (target.emulatorHost) {
    // The emulator needs no credentials; without this, Google's auth library still probes
    // the cloud metadata server (a link-local address) to find some.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const app = initializeApp(
    target.emulatorHost
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `content-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

export async function readStoredProjects(db: Firestore): Promise<StoredProjects> {
  const [projects, baseDocs] = await Promise.all([
    db.collection(PROJECTS_COLLECTION).get(),
    db.collection(SEED_BASE_COLLECTION).get(),
  ]);
  const bases = new Map<string, DocumentData>();
  for (const doc of baseDocs.docs) {
    const { data } = doc.data();
    if (data !== null && typeof data === 'object') bases.set(doc.id, data as DocumentData);
  }
  return {
    documents: new Map(projects.docs.map((doc) => [doc.id, doc.data()])),
    updateTimes: new Map(projects.docs.map((doc) => [doc.id, doc.updateTime])),
    bases,
  };
}

/**
 * The gRPC status codes (google.rpc.Code) with which Firestore refuses a write that a
 * precondition guards: the document changed since it was read (`lastUpdateTime`), was
 * deleted meanwhile (an update), or was created meanwhile (a create).
 */
const FIRESTORE_CODE = {
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  FAILED_PRECONDITION: 9,
} as const;

/** Whether Firestore refused a write because a document changed after it was read. */
export function isRefusedPrecondition(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  return (
    code === FIRESTORE_CODE.FAILED_PRECONDITION ||
    code === FIRESTORE_CODE.ALREADY_EXISTS ||
    code === FIRESTORE_CODE.NOT_FOUND
  );
}

/**
 * A Firestore failure in words: one that a setup step fixes names the step (Google's own
 * message names a web page instead); any other is Google's message.
 */
export function firestoreError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  if (/default credentials|invalid_grant|reauth/i.test(message)) {
    return `this computer is not signed in for Firestore (${message.split('.')[0]}). Install the Google Cloud CLI and run \`gcloud auth application-default login\` (docs/publishing.md, first-time setup: sign in for Firestore)`;
  }
  if (code === FIRESTORE_CODE.PERMISSION_DENIED || /PERMISSION_DENIED/.test(message)) {
    return `your Google account has no access to this project's Firestore. Ask the project's owner to grant it (docs/publishing.md, first-time setup: get access to the project)`;
  }
  return message;
}
