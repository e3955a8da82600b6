/**
 * One document per project, its id the project id. Shared by the site, the company's
 * commands and the tests; a top-level module of the feature, kept apart from the SDK, so Node
 * code can import it.
 */
export const PROJECTS_COLLECTION = 'projects';

/**
 * The base: what the seed last wrote to each project document, under the same id, which
 * tells a change made in Firestore from one made in the file. Only admin credentials reach
 * it: the rules let visitors read `projects` and nothing else. Stored as `seed_memory`, the
 * name it was first deployed under: renamed, every seeded document would look created in
 * Firestore.
 */
export const SEED_BASE_COLLECTION = 'seed_memory';

/**
 * The release history publish keeps (seed/release/history-store.ts): one document per release, and
 * each project version a release seeded, stored once under its content's hash. Admin
 * credentials only, like the base: the rules let visitors read nothing here.
 */
export const RELEASES_COLLECTION = 'releases';
export const RELEASE_CONTENT_COLLECTION = 'release_content';
