import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledTimeout } from '../../tests/support/host-speed';
import {
  PROJECTS_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../../src/features/projects/firestore-paths';
import {
  HOSTING_STAND_IN,
  standInEnv,
  standInSite,
  versionDir,
  type StandInSite,
} from '../../tests/support/hosting-stand-in/live-site';
import { developmentBuildsIn } from '../../tests/support/development-build';
import { FIXTURE_PORTFOLIO_DIR, readFixturePortfolio } from '../../tests/support/fixtures';
import { copyRepositoryFiles, linkPackages } from '../../tests/support/repository-copy';
import { FIREBASE_MARKERS, FIRESTORE_BUILD_ENV } from '../../tests/support/firebase-code';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runNodeScript,
  runSeedCli,
  writeMark,
  writesSince,
} from '../../tests/support/firestore-emulator';

// `npm run publish` as a real child process: the fixture portfolio's data file and photos
// (tests/support/fixtures.ts, in the copy's public/), the real `npm run build` (in a copy of
// this repository, so that it never rewrites the dist/ that npm test's later phases serve and
// measure), Google's Firestore emulator, and in place of
// firebase-tools (no test may reach Google) the Hosting stand-in
// (tests/support/hosting-stand-in), which keeps each deployed version's files as Hosting would
// and records every command it was given. What a deploy uploaded is read from the version it
// created: its pages, how many are marked noindex, whether its scripts carry Firebase code.

const emulator = emulatorSuite();
const work = mkdtempSync(path.join(tmpdir(), 'publish-test-'));
/** The copy of this repository that publish runs in, and builds in. */
const checkout = path.join(work, 'checkout');
const newProject = '12847-brookshire-pkwy';
/** A project the seed wrote and the company has since deleted from the data file. */
const retired = 'retired-house';

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A page that asks search engines not to index it (a preview's). */
const NOINDEX = /<meta name="robots" content="noindex"/;

/** A command the stand-in ran, as it recorded it. */
type Invocation = { args: string[]; at: number; version?: string };

type Deploy = Invocation & {
  /** dist/ when the stand-in ran: its pages, and how many of them are marked noindex. */
  pages: number;
  noindexPages: number;
  newProjectPage: boolean;
  firebaseCode: boolean;
};

/**
 * A project on the emulator seeded from the site's data file without its last project, as
 * if the company had just added that one with add-project and now publishes it, and with one
 * more project that the company has since removed from the file.
 */
async function publishedBefore() {
  // Not a demo- id: publish refuses those.
  const { projectId, db, env } = emulator.project(`publish-test-${randomUUID().slice(0, 8)}`);
  const log = path.join(work, `${projectId}.log`);
  writeFileSync(log, '');
  const site = await standInSite(path.join(work, projectId));
  const shipped = readFixturePortfolio();
  const [first] = shipped.projects;
  const older = emulator.files.write([
    ...shipped.projects.filter(({ id }) => id !== newProject),
    { ...first, id: retired, sort: 999 },
  ]);
  const seeded = await runSeedCli(['--file', older, '--public', FIXTURE_PORTFOLIO_DIR], env);
  expect(seeded.code).toBe(0);
  return {
    db,
    projectId,
    site,
    count: shipped.projects.length,
    publish: (args: string[], standInExit = 0, env: Record<string, string> = {}) =>
      runPublish(['--project', projectId, ...args], {
        ...env,
        ...standInEnv(site),
        STANDIN_LOG: log,
        STANDIN_EXIT: String(standInExit),
      }),
    /** The commands that deploy (the channel list read before a release aside). */
    deploys: (): Deploy[] =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Invocation)
        .filter(({ args }) => args[0] !== 'hosting:channel:list')
        .map((invocation) => uploaded(site, invocation)),
  };
}

async function ids(db: Firestore): Promise<string[]> {
  const snapshot = await db.collection(PROJECTS_COLLECTION).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

/** A bound on a hung emulator round trip, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(60_000);

describe.skipIf(!EMULATOR_HOST)('npm run publish', { timeout: TIMEOUT }, () => {
  beforeAll(() => {
    copyRepositoryFiles(checkout);
    linkPackages(checkout);
  }, TIMEOUT);

  it('refuses a demo- project, saying why, and runs nothing', async () => {
    const result = await runPublish(['--project', 'demo-crossroads-renovation'], {
      FIREBASE_BIN: HOSTING_STAND_IN,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is a demo project: it exists only in the local emulator');
    expect(result.stdout).not.toContain('Step');
  });

  it('--dry-run checks and compares, prints what it would do, and deploys and writes nothing', async () => {
    const { db, projectId, publish, deploys } = await publishedBefore();
    const before = await writeMark(db);

    const result = await publish(['--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Step 1/6: check the data file and its photos');
    expect(result.stdout).toContain(`+ add    ${newProject}`);
    expect(result.stdout).toContain(`- remove ${retired}`);
    expect(result.stdout).toContain('Dry run: nothing was built, deployed or written.');
    expect(result.stdout).toContain(
      `Step 4/6: deploy Hosting and the Firestore rules and indexes: ${HOSTING_STAND_IN} deploy --only hosting,firestore:rules,firestore:indexes --project ${projectId} --non-interactive`,
    );
    expect(result.stdout).toContain(`https://${projectId}.web.app`);
    // The site's first release: nothing earlier to carry.
    expect(result.stdout).toContain('The site has no release yet');
    expect(deploys()).toEqual([]);
    expect(await writesSince(before)).toBe(0);
  });

  it('--dry-run says a release would stop before deploying when the live site cannot give the earlier files', async () => {
    const { publish, deploys, site } = await publishedBefore();
    // A release is live (a site of one page), at an address where nothing answers.
    const project = mkdtempSync(path.join(work, 'live-'));
    writeFileSync(path.join(project, 'firebase.json'), '{ "hosting": { "public": "." } }');
    writeFileSync(path.join(project, 'index.html'), '<!doctype html>');
    execFileSync(HOSTING_STAND_IN, ['deploy', '--only', 'hosting', '--project', 'p'], {
      cwd: project,
      env: { ...process.env, ...standInEnv(site) },
    });

    const result = await publish(['--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "but the earlier releases' files cannot be taken from the live site now",
    );
    expect(result.stdout).toContain('it would stop before deploying (--without-old-files');
    const goAnyway = await publish(['--dry-run', '--without-old-files']);
    expect(goAnyway.stdout).toContain('it would go live without them (--without-old-files)');
    expect(deploys()).toEqual([]);
  });

  it('stops before the build when Firestore holds a change the file lacks', async () => {
    const { db, publish, deploys } = await publishedBefore();
    await db
      .collection(PROJECTS_COLLECTION)
      .doc('4611-n-graceland-ave')
      .update({ year_sold: 2026 });
    const before = await writeMark(db);
    const builtAt = distBuiltAt();

    const result = await publish([]);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain(
      '4611-n-graceland-ave: year_sold is 2021 in the file, 2026 in Firestore',
    );
    expect(result.stderr).toContain('Step 2/6: compare with Firestore failed');
    expect(result.stderr).toContain('run `npm run pull`');
    expect(result.stdout).not.toContain('Step 3/6');
    expect(distBuiltAt()).toBe(builtAt);
    expect(deploys()).toEqual([]);
    expect(await writesSince(before)).toBe(0);
  });

  it('stops before the build when a project removed from the file was edited in Firestore, keeping the edit', async () => {
    const { db, publish, deploys } = await publishedBefore();
    await db.collection(PROJECTS_COLLECTION).doc(retired).update({ pending_sale: true });
    const before = await writeMark(db);
    const builtAt = distBuiltAt();

    const result = await publish([]);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain(
      `${retired}: removed from the file, but changed in Firestore since the last seed`,
    );
    expect(result.stderr).toContain('Step 2/6: compare with Firestore failed');
    expect(distBuiltAt()).toBe(builtAt);
    expect(deploys()).toEqual([]);
    expect(await writesSince(before)).toBe(0);
    expect((await db.collection(PROJECTS_COLLECTION).doc(retired).get()).data()).toMatchObject({
      pending_sale: true,
    });
  });

  it('--preview deploys a noindex build of the file to a preview channel: nothing goes live, Firestore untouched', async () => {
    const { db, projectId, count, publish, deploys } = await publishedBefore();
    const before = await writeMark(db, [PROJECTS_COLLECTION, SEED_BASE_COLLECTION]);

    // Built in JSON mode whatever the environment asks for: the preview shows the data file.
    const result = await publish(['--preview'], 0, FIRESTORE_BUILD_ENV);
    expect(result.stderr).not.toMatch(/failed/i);
    expect(result.code).toBe(0);
    const [deploy, ...others] = deploys();
    expect(others).toEqual([]);
    const channel = deploy?.args[1] ?? '';
    expect(channel).toMatch(/^preview-\d{4}-\d{2}-\d{2}-\d{4}$/);
    expect(deploy?.args).toEqual([
      'hosting:channel:deploy',
      channel,
      '--expires',
      '7d',
      '--project',
      projectId,
      '--non-interactive',
      '--json',
    ]);
    // What it uploaded: every page noindex, the project only the file has, no Firebase code.
    expect(deploy?.pages).toBeGreaterThan(count);
    expect(deploy?.noindexPages).toBe(deploy?.pages);
    expect(deploy?.newProjectPage).toBe(true);
    expect(await newProjectCreatedAt(db)).toBeUndefined();
    expect(deploy?.firebaseCode).toBe(false);
    expect(result.stdout).toContain(`Preview (channel "${channel}"`);
    expect(result.stdout).toContain(`https://${projectId}--${channel}-t3st.web.app`);
    expect(await writesSince(before)).toBe(0);
  }, 600_000);

  // The live release's real build (twice: the failed release and its re-run).
  it('builds, then deploys, then seeds; a failed deploy leaves Firestore untouched and a re-run completes', async () => {
    const { db, projectId, count, publish, deploys, site } = await publishedBefore();
    const before = await writeMark(db);
    const started = Date.now();

    const failed = await publish(['--overwrite'], 1);
    expect(failed.stderr).toContain(
      'Step 4/6: deploy Hosting and the Firestore rules and indexes failed',
    );
    expect(failed.stderr).toContain('Firestore was not touched');
    // The retry repeats every flag given: without --overwrite it could stop on a conflict.
    expect(failed.stderr).toContain(
      `\`npm run publish -- --project ${projectId} --overwrite\` again`,
    );
    expect(failed.code).toBe(1);
    const [attempt] = deploys();
    expect(attempt?.args).toEqual([
      'deploy',
      '--only',
      'hosting,firestore:rules,firestore:indexes',
      '--project',
      projectId,
      '--non-interactive',
    ]);
    // The build ran, and finished before the deploy started.
    expect(distBuiltAt()).toBeGreaterThan(started);
    expect(distBuiltAt()).toBeLessThanOrEqual(attempt?.at ?? 0);
    expect(await writesSince(before)).toBe(0);
    expect(await ids(db)).not.toContain(newProject);

    // The project removed from the file goes, as the seed wrote it and nobody changed it.
    const published = await publish([]);
    expect(published.stderr).not.toMatch(/failed|conflict/i);
    expect(published.code).toBe(0);
    const retry = deploys()[1];
    // At deploy time Firestore did not yet name the new project (or its photos).
    expect(await newProjectCreatedAt(db)).toBeGreaterThan(retry?.at ?? Infinity);
    // The live site is never marked noindex.
    expect(retry?.pages).toBeGreaterThan(count);
    expect(retry?.noindexPages).toBe(0);
    expect(published.stdout).toContain(`+ add    ${newProject}`);
    expect(published.stdout).toContain(`- remove ${retired}`);
    expect(published.stdout).toContain('Firestore: 1 added, 0 updated');
    expect(published.stdout).toContain(`Live at https://${projectId}.web.app`);
    // What was deployed is built for visitors, though this test runs with NODE_ENV=test.
    const assets = path.join(checkout, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(developmentBuildsIn(code), file).toEqual([]);
    }
    expect(await ids(db)).toHaveLength(count);
    expect(await ids(db)).toContain(newProject);
    expect(await ids(db)).not.toContain(retired);
    // The release records its own files for the next release to carry; it carried none.
    const record = JSON.parse(
      readFileSync(path.join(versionDir(site, retry?.version ?? ''), 'release-files.json'), 'utf8'),
    ) as { releases: { code: string[] }[] };
    expect(record.releases).toHaveLength(1);
    expect(record.releases[0]?.code).toEqual(
      expect.arrayContaining(scripts.map((file) => `assets/${file}`)),
    );
  }, 900_000);
});

/** What a deploy uploaded, read from the version it created (none when it failed). */
function uploaded(site: StandInSite, invocation: Invocation): Deploy {
  const root = invocation.version ? versionDir(site, invocation.version) : undefined;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const built = root ? files(root) : [];
  const text = (file: string) => readFileSync(file, 'utf8');
  const pages = built.filter((file) => file.endsWith('.html'));
  return {
    ...invocation,
    pages: pages.length,
    noindexPages: pages.filter((file) => NOINDEX.test(text(file))).length,
    newProjectPage: built.some((file) => file.endsWith(`/projects/${newProject}.html`)),
    firebaseCode: built.some(
      (file) =>
        file.endsWith('.js') && FIREBASE_MARKERS.some((marker) => text(file).includes(marker)),
    ),
  };
}

/** When the new project's record was created in Firestore, or undefined while it has none. */
async function newProjectCreatedAt(db: Firestore): Promise<number | undefined> {
  const snapshot = await db.collection(PROJECTS_COLLECTION).doc(newProject).get();
  return snapshot.createTime?.toMillis();
}

/** When the last build finished writing the site's pages. */
function distBuiltAt(): number {
  try {
    return statSync(path.join(checkout, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

function runPublish(args: string[], env: Record<string, string>) {
  return runNodeScript('seed/publish.ts', args, env, checkout);
}
