/**
 * Builds the sites the tests visit from the fixture portfolio (tests/support/fixtures.ts), never
 * from the company's public/: dist/, the site of the sample projects, and dist-empty/, the site
 * with no project (`{ "projects": [] }`), which costs a few seconds since it has no photo.
 * `npm run build` builds the company's site into dist/; `npm test` builds this one there.
 *
 * Usage: npm run build:test   (shares the photo cache with npm run build)
 */
import path from 'node:path';
import { buildSite } from '../../build/site-build';
import { ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain } from '../../tooling/run-main';
import { EMPTY_PUBLIC_DIR, TEST_PUBLIC_DIR, writeTestPublicDir } from './fixtures';

const TEST_DIST_DIR = path.join(ROOT, 'dist');
/** The site with an empty portfolio, for tests/e2e/empty-portfolio.spec.ts. */
const EMPTY_DIST_DIR = path.join(ROOT, 'dist-empty');

runMain('build-test-site', async () => {
  parseCommandLine({ options: {} });
  const started = performance.now();
  writeTestPublicDir(TEST_PUBLIC_DIR);
  buildSite({ publicDir: TEST_PUBLIC_DIR, outDir: TEST_DIST_DIR, quiet: true });
  writeTestPublicDir(EMPTY_PUBLIC_DIR, { empty: true });
  buildSite({ publicDir: EMPTY_PUBLIC_DIR, outDir: EMPTY_DIST_DIR, quiet: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-test-site: dist/ and dist-empty/ from the fixture portfolio in ${seconds}s`);
});
