/**
 * Another commit's builds, for `npm run perf -- --compare-parent` (or `--compare-commit=REV`):
 * the commit's files (`git archive`) in a folder of their own under the build caches, with this
 * checkout's packages and a hard-linked copy of its photo cache (tests/support/repository-copy.ts),
 * built there by the commit's own pipeline (its build/site-build.ts) from this checkout's fixture
 * portfolio (tests/support/fixtures.ts) in its public folder: dist/ and the large portfolio's
 * dist-large/. Kept after the run: with
 * `--no-build` the same commit is measured again without building it again.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LARGE_PORTFOLIO_SIZE, writeLargePortfolio } from '../support/large-portfolio';
import { putFixturePortfolio } from '../support/fixtures';
import { linkPackages } from '../support/repository-copy';
import { CACHE_DIR, ROOT } from '../../tooling/paths';
import { ScriptError } from '../../tooling/run-main';

const COPY_DIR = path.join(CACHE_DIR, 'perf-commit');
/** Names the commit the copy holds, written once its builds are complete. */
const BUILT = 'perf-commit-built';

export type CommitBuild = { commit: string; checkout: string; dist: string; largeDist: string };

/** The full hash of a revision (`HEAD^`, a branch, a short hash), or a ScriptError. */
export function resolveCommit(revision: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new ScriptError(`${revision} names no commit of this repository.`);
  }
}

/**
 * The commit's builds of the sites a comparison measures (`main`: dist/, `large`: dist-large/):
 * made afresh with `build`, else the ones a previous run left, which must be of this commit.
 */
export async function commitBuild(
  commit: string,
  build: boolean,
  sites: { main: boolean; large: boolean },
): Promise<CommitBuild> {
  const checkout = COPY_DIR;
  const builds = {
    commit,
    checkout,
    dist: path.join(checkout, 'dist'),
    largeDist: path.join(checkout, 'dist-large'),
  };
  const needed = [...(sites.main ? [builds.dist] : []), ...(sites.large ? [builds.largeDist] : [])];
  const marker = path.join(checkout, BUILT);
  if (!build) {
    const built = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : undefined;
    const missing = needed.filter((dist) => !existsSync(path.join(dist, 'index.html')));
    if (built !== commit || missing.length > 0)
      throw new ScriptError(
        `${path.relative(ROOT, checkout)} holds no such build of ${commit.slice(0, 7)}${built && built !== commit ? ` (it holds ${built.slice(0, 7)})` : ''}: run without --no-build.`,
      );
    return builds;
  }
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C '${checkout}'`, { cwd: ROOT, stdio: 'inherit' });
  linkPackages(checkout);
  // Both sides of a comparison show this checkout's fixture portfolio, whatever public/ held.
  putFixturePortfolio(checkout);
  const largePublic = path.join(checkout, 'node_modules', '.cache', 'large-portfolio', 'public');
  if (sites.large) {
    await writeLargePortfolio({
      from: path.join(checkout, 'public'),
      publicDir: largePublic,
      projects: LARGE_PORTFOLIO_SIZE,
    });
  }
  for (const outDir of needed) {
    const site = JSON.stringify({
      ...(outDir === builds.largeDist && { publicDir: largePublic, outDir }),
      quiet: true,
    });
    process.stderr.write(`  building ${path.basename(outDir)}/ of ${commit.slice(0, 7)}\n`);
    try {
      execFileSync(
        'npx',
        ['tsx', '--eval', `import('./build/site-build.ts').then((m) => m.buildSite(${site}))`],
        { cwd: checkout, stdio: 'inherit' },
      );
    } catch {
      throw new ScriptError(
        `${commit.slice(0, 7)} did not build ${path.basename(outDir)}/ (its messages above)${outDir === builds.largeDist ? ': compare dist/ alone with --only naming one of its pages' : ''}.`,
      );
    }
  }
  writeFileSync(marker, `${commit}\n`);
  return builds;
}
