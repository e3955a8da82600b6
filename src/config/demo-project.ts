/**
 * Firebase's emulator-only projects. An id that starts with `demo-` can never name a project in
 * the cloud, so whatever runs under one (the local emulator, every test) cannot touch live data.
 * The site's env check, the seed, publish, the emulator runner and the test configs all read
 * the id and the rule from here; `.firebaserc` and `.env.emulator` repeat the id because they
 * cannot import it, and a test holds them to it.
 */

/** The demo project every local run and test uses. */
export const DEMO_PROJECT_ID = 'demo-crossroads-renovation';

/** Firebase's rule for demo project ids: `demo-` and then lower-case letters, digits and dashes. */
export function isDemoProjectId(projectId: string): boolean {
  return /^demo-[a-z0-9-]+$/.test(projectId);
}
