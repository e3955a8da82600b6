/**
 * Firebase's emulator-only projects. An id that starts with `demo-` can never name a project in
 * the cloud, so whatever runs under one (the local emulator, every test) cannot touch live data.
 * The site's env check, the seed, publish, the emulator runner and the test configs all read
 * the id, the rule and the demo web configuration from here; `.firebaserc` and `.env.emulator`
 * repeat them because they cannot import them, and a test holds them to it.
 */

/** The demo project every local run and test uses. */
export const DEMO_PROJECT_ID = 'demo-crossroads-renovation';

/**
 * The demo project's Firebase web configuration as the site's `VITE_*` variables: every build
 * and test against the emulator uses it, and the values only have to be present.
 */
export const DEMO_FIREBASE_VARIABLES = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: `${DEMO_PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
} as const;

/** Firebase's rule for demo project ids: `demo-` and then lower-case letters, digits and dashes. */
export function isDemoProjectId(projectId: string): boolean {
  return /^demo-[a-z0-9-]+$/.test(projectId);
}
