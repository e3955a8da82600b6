/**
 * One document per project, its id the project id. Shared by the site, the seed
 * command and the rules tests; kept apart from the SDK so Node code can import it.
 */
export const PROJECTS_COLLECTION = 'projects';

/**
 * What the seed last wrote to each project document, under the same id: the seed's memory,
 * which tells a change made in Firestore from one made in the file. Only admin credentials
 * reach it: the rules let visitors read `projects` and nothing else.
 */
export const SEED_MEMORY_COLLECTION = 'seed_memory';
