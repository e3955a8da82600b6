/**
 * One document per project, its id the project id. Shared by the site, the seed
 * command and the rules tests; kept apart from the SDK so Node code can import it.
 */
export const PROJECTS_COLLECTION = 'projects';
