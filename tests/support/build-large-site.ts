/**
 * Builds the large-portfolio site (tests/support/large-portfolio.ts) into dist-large/, for the
 * end-to-end and performance runs at scale; `npm run perf` builds it too.
 *
 * Usage: npm run build:large [-- --projects=N]   (default 1,000; shares the photo cache)
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILE, ROOT } from '../../tooling/paths';
import { numberOption, parseCommandLine, runMain } from '../../tooling/run-main';
import { buildLargeSite, LARGE_DIST_DIR, LARGE_PORTFOLIO_SIZE } from './large-portfolio';

const USAGE = 'Usage: npm run build:large [-- --projects=N]   (default 1,000)';

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

runMain(
  'build-large-site',
  async () => {
    const { values } = parseCommandLine({ options: { projects: { type: 'string' } } });
    const projects =
      numberOption('projects', values.projects, { integer: true, min: 1 }) ?? LARGE_PORTFOLIO_SIZE;
    const started = performance.now();
    await buildLargeSite({ projects });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const data = (await stat(path.join(LARGE_DIST_DIR, DATA_FILE))).size;
    console.log(
      `build-large-site: ${projects} projects into ${path.relative(ROOT, LARGE_DIST_DIR)}/ in ${seconds}s: ${megabytes(await folderBytes(LARGE_DIST_DIR))}, its data file ${megabytes(data)}`,
    );
  },
  USAGE,
);
