import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore/lite';
import { HOME_PREVIEW_COUNT } from '../../../config/layout';
import type { FirestoreEnv } from '../../../config/env';
import { getProjectsFirestore } from '../../../lib/firebase';
import { PROJECTS_COLLECTION } from '../firestore-paths';
import { homePreview, projectList } from '../page-data';
import { formatProblem, parseProjectRecords } from '../project-records';
import type { Project } from '../project-schema';
import { projectSummary } from '../project-summary';
import { once, onceEach, type PortfolioSource } from '../portfolio-source';

/**
 * The part of the Firestore SDK this source calls. The browser uses the lite SDK;
 * Node tests may pass the full SDK.
 */
type FirestoreReadApi = {
  collection: typeof collection;
  doc: typeof doc;
  getDoc: typeof getDoc;
  getDocs: typeof getDocs;
  limit: typeof limit;
  orderBy: typeof orderBy;
  query: typeof query;
};

const liteReadApi: FirestoreReadApi = { collection, doc, getDoc, getDocs, limit, orderBy, query };

/**
 * The pages' data from Firestore, where console edits show without a rebuild. A read is billed
 * per document, so each page reads what it shows: a project page its document (and, when there
 * is none, one more to tell a deleted project from an empty store), home its three, the list
 * the whole collection, once per visit, which then serves every other page too
 * (docs/firestore.md, "Reads per visit"). Documents are untrusted: each is checked with the
 * app's schema, and a bad one is named on the console and skipped. An empty collection (never
 * seeded) is an error, so that the site serves the data file instead (fallback-source.ts).
 */
export function createFirestoreSource(
  getDb: () => Firestore,
  api: FirestoreReadApi = liteReadApi,
  log: Pick<Console, 'warn'> = console,
): PortfolioSource {
  const name = `Firestore "${PROJECTS_COLLECTION}" collection`;
  let db: Firestore | undefined;
  const projects = () => api.collection((db ??= getDb()), PROJECTS_COLLECTION);
  const inListOrder = (count?: number) =>
    count === undefined
      ? api.query(projects(), api.orderBy('sort'))
      : api.query(projects(), api.orderBy('sort'), api.limit(count));

  /** The documents of a query as valid projects, in list order; none at all is an error. */
  const read = async (count?: number): Promise<Project[]> => {
    const snapshot = await api.getDocs(inListOrder(count));
    if (snapshot.empty) throw new Error(`The ${name} has no documents.`);
    return checked(snapshot.docs.map((entry) => ({ ...entry.data(), id: entry.id })));
  };
  const checked = (records: unknown[]): Project[] => {
    const { projects: valid, problems } = parseProjectRecords(records);
    for (const problem of problems) {
      log.warn(`Skipped a project in the ${name}: ${formatProblem(problem)}`);
    }
    return valid;
  };

  const everyProject = once(() => read());
  let whole: Project[] | undefined;
  const wholeCollection = async () => (whole = await everyProject());
  const firstProjects = once(() => read(HOME_PREVIEW_COUNT));
  const projectById = onceEach(async (id: string) => {
    const snapshot = await api.getDoc(api.doc(projects(), id));
    if (!snapshot.exists()) {
      // A second read only when the first found nothing: is it gone, or was Firestore never
      // seeded (the data file then stands in)?
      await read(1);
      return undefined;
    }
    return checked([{ ...snapshot.data(), id: snapshot.id }])[0];
  });

  return {
    name,
    async home() {
      return homePreview((whole ?? (await firstProjects())).map(projectSummary));
    },
    async list() {
      return projectList((await wholeCollection()).map(projectSummary));
    },
    async project(id) {
      return whole ? whole.find((project) => project.id === id) : projectById(id);
    },
  };
}

/** The source the site uses in Firestore mode. */
export function createConfiguredFirestoreSource(env: FirestoreEnv): PortfolioSource {
  return createFirestoreSource(() => getProjectsFirestore(env));
}
