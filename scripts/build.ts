/**
 * `npm run build`: type-checks the repository, then builds the site from public/ into dist/
 * (scripts/build/site-build.ts: the bundle, the photos, every prerendered page).
 */
import { parseCommandLine, runMain } from '../tooling/run-main';
import { buildSite } from './build/site-build';

runMain('build', async () => {
  parseCommandLine({ options: {} });
  buildSite({ typecheck: true });
});
