import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import type { FirestoreEnv } from '../../../config/env';
import { getProjectsFirestore } from '../../../lib/firebase';
import { PROJECTS_COLLECTION } from '../firestore-paths';
import type { ProjectSource } from './project-source';

/**
 * The part of the Firestore SDK this source calls. The browser uses the lite SDK;
 * Node tests pass the full SDK, whose gRPC transport the test server speaks.
 */
type FirestoreReadApi = {
  collection: typeof collection;
  query: typeof query;
  orderBy: typeof orderBy;
  getDocs: typeof getDocs;
};

const liteReadApi: FirestoreReadApi = { collection, query, orderBy, getDocs };

export function createFirestoreSource(
  getDb: () => Firestore,
  api: FirestoreReadApi = liteReadApi,
): ProjectSource {
  return {
    name: `Firestore "${PROJECTS_COLLECTION}" collection`,
    async fetchRecords() {
      const db = getDb();
      const snapshot = await api.getDocs(
        api.query(api.collection(db, PROJECTS_COLLECTION), api.orderBy('sort')),
      );
      // The document id is the route id; the seed writes the same value into the
      // `id` field, and the id wins should the two ever disagree.
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  };
}

/** The source the site uses in Firestore mode. */
export function createConfiguredFirestoreSource(env: FirestoreEnv): ProjectSource {
  return createFirestoreSource(() => getProjectsFirestore(env));
}
