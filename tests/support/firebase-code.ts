/**
 * How a built site shows which data source it was built for: Firebase code in its scripts
 * (Firestore mode), or none (JSON mode). The bundle check (tests/check-bundle.ts) and the
 * publish test (a preview is always built in JSON mode) look for it.
 */
import { DEMO_FIREBASE_VARIABLES } from '../../src/config/demo-project';

/** Strings every Firebase SDK bundle keeps through minification. */
export const FIREBASE_MARKERS = ['@firebase/', 'FirebaseError', 'firestore.googleapis.com'];

/** Whether a built script carries Firebase code. */
export function hasFirebaseCode(code: string): boolean {
  return FIREBASE_MARKERS.some((marker) => code.includes(marker));
}

/** A throwaway demo configuration for a Firestore-mode build: it only needs the values to exist. */
export const FIRESTORE_BUILD_ENV = {
  VITE_DATA_SOURCE: 'firestore',
  ...DEMO_FIREBASE_VARIABLES,
  VITE_FIREBASE_MEASUREMENT_ID: 'G-DEMO000000',
  VITE_FIRESTORE_EMULATOR_HOST: '',
};
