import { getEnv } from '../../config/env';
import { withFallback } from './data/fallback-source';
import { createJsonSource } from './data/json-source';
import { once, type PortfolioSource } from './portfolio-source';

/**
 * Whether the pages' data comes from Firestore: compared literally rather than through getEnv()
 * so that Vite folds it to `false` in a JSON build and drops the dynamic import below (no
 * Firebase code is emitted at all). A prerendered page is then checked against Firestore once
 * it is hydrated, so a console edit shows without a rebuild.
 */
export const FIRESTORE_MODE = import.meta.env.VITE_DATA_SOURCE === 'firestore';

/**
 * The visit's content store, picked once from `VITE_DATA_SOURCE`. Whatever goes wrong with
 * Firestore, the site logs why and serves the shipped data file's pages.
 */
export const selectPortfolioSource = once(async (): Promise<PortfolioSource> => {
  const dataFile = createJsonSource();

  if (!FIRESTORE_MODE) {
    // Parsed only when the value is neither unset nor "json", to name a misspelt source:
    // in a JSON build the test folds away too, keeping the parser out of the first load.
    const value = import.meta.env.VITE_DATA_SOURCE;
    if (value && value !== 'json') {
      try {
        (await import('../../config/env')).getEnv();
      } catch (error) {
        console.error('Serving the shipped data file.', error);
      }
    }
    return dataFile;
  }

  try {
    const env = getEnv();
    if (env.dataSource !== 'firestore') return dataFile;
    const { createConfiguredFirestoreSource } = await import('./data/firestore-source');
    return withFallback(createConfiguredFirestoreSource(env), dataFile);
  } catch (error) {
    console.error('Firestore could not be initialised; serving the shipped data file.', error);
    return dataFile;
  }
});
