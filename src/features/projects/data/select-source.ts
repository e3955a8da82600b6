import { getEnv } from '../../../config/env';
import { withFallback } from './fallback-source';
import { createJsonSource } from './json-source';
import type { ProjectSource } from './project-source';

/**
 * Picks the content store from `VITE_DATA_SOURCE`. Whatever goes wrong with
 * Firestore, the site logs why and serves the shipped data file.
 */
export async function selectProjectSource(): Promise<ProjectSource> {
  const dataFile = createJsonSource();

  // Compared literally rather than through getEnv() so that Vite folds the test
  // to `false` in a JSON build and drops the dynamic import: no Firebase code is
  // emitted at all.
  if (import.meta.env.VITE_DATA_SOURCE !== 'firestore') {
    // Parsed only when the value is neither unset nor "json", to name a misspelt source:
    // in a JSON build the test folds away too, keeping the parser out of the first load.
    const value = import.meta.env.VITE_DATA_SOURCE;
    if (value && value !== 'json') {
      try {
        (await import('../../../config/env')).getEnv();
      } catch (error) {
        console.error('Serving the shipped data file.', error);
      }
    }
    return dataFile;
  }

  try {
    const env = getEnv();
    if (env.dataSource !== 'firestore') return dataFile;
    const { createConfiguredFirestoreSource } = await import('./firestore-source');
    return withFallback(createConfiguredFirestoreSource(env), dataFile);
  } catch (error) {
    console.error('Firestore could not be initialised; serving the shipped data file.', error);
    return dataFile;
  }
}
