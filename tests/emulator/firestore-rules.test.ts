import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/config/demo-project';
import {
  PROJECTS_COLLECTION,
  RELEASE_CONTENT_COLLECTION,
  RELEASES_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../../src/features/projects/firestore-paths';

// Security rules need Google's Firestore emulator, which evaluates them: `npm run
// test:emulator` (tests/support/emulators.ts) starts one and sets FIRESTORE_EMULATOR_HOST. Under a
// plain `vitest run` these tests skip; the runner fails in CI when no emulator can start.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const project = { id: 'oak-avenue', sort: 1, beds: 3 };

describe.skipIf(!emulatorHost)('firestore.rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: DEMO_PROJECT_ID,
      firestore: { rules },
    });
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore();
      await db.collection(PROJECTS_COLLECTION).doc(project.id).set(project);
      await db.doc('settings/site').set({ secret: true });
      await db.collection(SEED_BASE_COLLECTION).doc(project.id).set({ data: project });
      await db.collection(RELEASES_COLLECTION).doc('release-000001').set({ number: 1 });
      await db.collection(RELEASE_CONTENT_COLLECTION).doc('abc').set({ data: project });
      await db.doc(`${PROJECTS_COLLECTION}/${project.id}/notes/n1`).set({ text: 'internal' });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const visitor = () => env.unauthenticatedContext().firestore();
  const signedIn = () => env.authenticatedContext('alice').firestore();

  it('lets anyone read a project and list projects ordered by sort', async () => {
    await assertSucceeds(visitor().collection(PROJECTS_COLLECTION).doc(project.id).get());
    await assertSucceeds(visitor().collection(PROJECTS_COLLECTION).orderBy('sort').get());
    await assertSucceeds(signedIn().collection(PROJECTS_COLLECTION).doc(project.id).get());
  });

  it('lets no client create, change or delete a project, signed in or not', async () => {
    for (const db of [visitor(), signedIn()]) {
      const projects = db.collection(PROJECTS_COLLECTION);
      await assertFails(projects.doc('new-one').set({ id: 'new-one', sort: 2 }));
      await assertFails(projects.add({ sort: 3 }));
      await assertFails(projects.doc(project.id).update({ beds: 9 }));
      await assertFails(projects.doc(project.id).set({ ...project, beds: 9 }));
      await assertFails(projects.doc(project.id).set({ beds: 9 }, { merge: true }));
      await assertFails(projects.doc(project.id).delete());
    }
  });

  it('denies every other path, including below a project', async () => {
    for (const db of [visitor(), signedIn()]) {
      await assertFails(db.doc('settings/site').get());
      await assertFails(db.collection('settings').get());
      await assertFails(db.doc('settings/site').set({ secret: false }));
      await assertFails(db.doc(`${PROJECTS_COLLECTION}/${project.id}/notes/n1`).get());
      await assertFails(db.doc(`${PROJECTS_COLLECTION}/${project.id}/notes/n2`).set({ text: 'x' }));
      await assertFails(db.collectionGroup('notes').get());
      // The seed's base (what it last wrote) is for admin credentials only.
      await assertFails(db.collection(SEED_BASE_COLLECTION).doc(project.id).get());
      await assertFails(db.collection(SEED_BASE_COLLECTION).get());
      await assertFails(db.collection(SEED_BASE_COLLECTION).doc(project.id).set({ data: {} }));
      // The release history (publish's, for --undo) is for admin credentials only.
      for (const [collection, id] of [
        [RELEASES_COLLECTION, 'release-000001'],
        [RELEASE_CONTENT_COLLECTION, 'abc'],
      ] as const) {
        await assertFails(db.collection(collection).doc(id).get());
        await assertFails(db.collection(collection).get());
        await assertFails(db.collection(collection).doc(id).set({ number: 9 }));
        await assertFails(db.collection(collection).doc('new').set({ number: 9 }));
        await assertFails(db.collection(collection).doc(id).delete());
      }
      // A collection-group query reaches every "projects" collection, nested ones too.
      await assertFails(db.collectionGroup(PROJECTS_COLLECTION).get());
    }
  });
});
