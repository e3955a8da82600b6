import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readFixturePortfolio } from '../../support/fixtures';
import { DATA_FILE, ROOT } from '../../../tooling/paths';

/**
 * The specs test the production build of the fixture portfolio (`npm run build:test`), not the
 * company's (`npm run build`): fail fast with the fix instead of 404s and wrong projects
 * everywhere.
 */
export default function globalSetup(): void {
  const dataFile = path.join(ROOT, 'dist', DATA_FILE);
  const fix = 'Run `npm run build:test` before the end-to-end tests.';
  if (!existsSync(path.join(ROOT, 'dist', 'index.html')) || !existsSync(dataFile)) {
    throw new Error(`dist/ holds no built site. ${fix}`);
  }
  const ids = (file: { projects: { id: string }[] }) => file.projects.map(({ id }) => id).join();
  const built = JSON.parse(readFileSync(dataFile, 'utf8')) as { projects: { id: string }[] };
  if (ids(built) !== ids(readFixturePortfolio())) {
    throw new Error(`dist/ was built from another portfolio than the tests' fixture. ${fix}`);
  }
}
