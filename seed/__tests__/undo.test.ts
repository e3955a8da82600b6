import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROJECTS_COLLECTION,
  RELEASES_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../../src/features/projects/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { freePort } from '../../tests/support/free-port';
import { scaledTimeout } from '../../tests/support/host-speed';
import { localUrl } from '../../tooling/ports';
import { fillPhotoSizes } from '../../tooling/photo-measurements';
import {
  getLive,
  HOSTING_STAND_IN,
  liveReleases,
  serveLive,
  standInEnv,
  standInSite,
  type StandInSite,
} from '../../tests/support/hosting-stand-in/live-site';
import { FIXTURE_PORTFOLIO_DIR, readFixturePortfolio } from '../../tests/support/fixtures';
import { copyRepositoryFiles, linkPackages } from '../../tests/support/repository-copy';
import { carryPlan, RELEASE_FILES, type ReleaseRecord } from '../release/carry-plan';
import { sameValue } from '../field-changes';
import { recordRelease } from '../release/history-store';
import { EXIT } from '../command';
import { parsePublishArgs } from '../release/publish-options';
import { undo } from '../release/undo';
import { seedProjects } from '../seed-firestore';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runNodeScript,
  writeMark,
  writesSince,
} from '../../tests/support/firestore-emulator';

// `npm run publish -- --undo` and `--history` as the office runs them: real child processes in
// copies of this repository, each a git repository of its own (publish builds in one; the
// undos run in a clone of it with its own HOME and npm cache, as on another computer), Google's
// Firestore emulator, and the Hosting stand-in, its live release on the Hosting emulator where
// publish takes the earlier releases' files from. Each case starts from a history of its own
// (a Firebase project and a stand-in site of its own), made before it: three releases put there
// as publish leaves them (seeded, deployed, recorded with publish's own code) without a build
// each, then, as the case needs, undos (publish's own, run in this process) and a fourth release
// made as the first three were. No case leans on another having run: each runs alone, in any
// order. The one publish that builds is the case that follows two undos.

const emulator = emulatorSuite();
const work = mkdtempSync(path.join(tmpdir(), 'undo-test-'));

// Two copies of the repository and a build: a while to remove on a busy host.
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
}, scaledTimeout(60_000));

const newProject = '12847-brookshire-pkwy';
const retired = 'retired-house';
const edited = '4611-n-graceland-ave';

type ProjectRecord = Record<string, unknown> & { id: string };
const shipped: ProjectRecord[] = readFixturePortfolio().projects;

/** The fixture portfolio with `edited` sold in `year`, without the newest project, or with one more. */
function portfolio({
  year,
  withNew,
  withRetired,
}: {
  year: number;
  withNew: boolean;
  withRetired: boolean;
}) {
  const [first] = shipped;
  const projects = shipped
    .filter(({ id }) => withNew || id !== newProject)
    .map((record) => (record.id === edited ? { ...record, year_sold: year } : record));
  return withRetired && first ? [...projects, { ...first, id: retired, sort: 999 }] : projects;
}

const RELEASE_0 = portfolio({ year: 2019, withNew: false, withRetired: true });
const RELEASE_1 = portfolio({ year: 2020, withNew: false, withRetired: false });
/** What the test's publishes put live: the fixture's data file as it is. */
const RELEASE_2 = shipped;

/** A copy of this repository, committed in a git repository of its own. */
function copyOfRepository(dir: string): string {
  copyRepositoryFiles(dir);
  git(dir, 'init', '-q');
  commitAll(dir, 'the site');
  return dir;
}

function git(dir: string, ...args: string[]) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=Office', '-c', 'user.email=office@example.com', ...args],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

function commitAll(dir: string, message: string) {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', message);
}

/** Firestore's projects and the seed's memory of them, by id. */
async function firestoreState(db: Firestore) {
  const read = async (collection: string) =>
    new Map((await db.collection(collection).get()).docs.map((doc) => [doc.id, doc.data()]));
  const projects = await read(PROJECTS_COLLECTION);
  const bases = new Map(
    [...(await read(SEED_BASE_COLLECTION))].map(([id, { data }]) => [id, data as unknown]),
  );
  return { projects, bases };
}

/**
 * Firestore holds exactly a release's content, each photo with its measured size as every
 * Firestore write gives it, and the seed's memory says so too.
 */
async function expectContent(db: Firestore, records: readonly ProjectRecord[]) {
  const { data: measured } = await fillPhotoSizes(records, FIXTURE_PORTFOLIO_DIR);
  const { projects: expected } = parseProjectRecords(measured);
  const { projects, bases } = await firestoreState(db);
  expect([...projects.keys()].sort()).toEqual(expected.map(({ id }) => id).sort());
  for (const project of expected) {
    const stored = projects.get(project.id);
    expect(sameValue(stored, JSON.parse(JSON.stringify(project))), project.id).toBe(true);
    expect(sameValue(bases.get(project.id), stored), `${project.id}'s base`).toBe(true);
  }
  expect([...bases.keys()].sort()).toEqual([...projects.keys()].sort());
}

/** The laptop's time zone (TZ below): the office's, in Indianapolis. */
const OFFICE_ZONE = 'America/Indiana/Indianapolis';

/** A release's time as --history lists it: the laptop's own time, to the minute, zone named. */
const LISTED_DATE = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d E[SD]T`;

/** A bound on a hung step, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(60_000);
/** A bound on a history's making: its releases, and the undos and publish before a case. */
const SET_UP = scaledTimeout(300_000);

/** Release `n`'s own hashed code: `assets/release-N-XXXXXXXX.js`, named by its content. */
function releaseCode(n: number): { file: string; content: string } {
  const content = `document.title = 'release ${n}';\n`;
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return { file: `assets/release-${n}-${hash}.js`, content };
}

/** What each release's own code file holds, by its path (0: a release from before the history). */
const CODE_CONTENT = new Map(
  [0, 1, 2, 3, 4].map((n) => [releaseCode(n).file, releaseCode(n).content]),
);

/**
 * The live site's record of its releases' files before the history began: one release (code
 * file 0), so the first recorded release carries something too.
 */
const BEFORE_HISTORY: ReleaseRecord = {
  releases: [{ at: '2026-01-05T10:00:00.000Z', code: [releaseCode(0).file], photos: {} }],
};

/** Where the set-up's own runs of publish's code report: nowhere. */
const QUIET = { out: () => {}, err: () => {} };

/** The office's copy of the repository (publish builds there) and the laptop's clone of it. */
const computers = { office: '', laptop: '', laptopHome: {} as Record<string, string> };

/** One Firebase project's release history, on the emulator and a stand-in site of its own. */
type History = {
  projectId: string;
  db: Firestore;
  site: StandInSite;
  /** What a command on this project runs with, at the office and on the laptop. */
  officeEnv: Record<string, string>;
  laptopEnv: Record<string, string>;
  /** Each release's Hosting version, by release number. */
  versions: string[];
};

/** Three releases, the live one (#3) the data file as it ships. */
async function threeReleases(): Promise<History> {
  const { projectId, db } = emulator.project(`undo-test-${randomUUID().slice(0, 8)}`);
  const site = await standInSite(path.join(work, projectId));
  const officeEnv = {
    FIRESTORE_EMULATOR_HOST: EMULATOR_HOST ?? '',
    GCLOUD_PROJECT: projectId,
    ...standInEnv(site),
  };
  const laptopEnv = { ...officeEnv, ...computers.laptopHome };
  const history: History = { projectId, db, site, officeEnv, laptopEnv, versions: [] };
  await earlierRelease(history, RELEASE_0, 1);
  await earlierRelease(history, RELEASE_1, 2);
  await earlierRelease(history, RELEASE_2, 3);
  expect(new Set(history.versions.slice(1)).size).toBe(3);
  await expectContent(db, RELEASE_2);
  return history;
}

/**
 * Release `n` as publish leaves one, made without a build: its content seeded with publish's
 * own Firestore step, a small site of its own deployed (a page, its own hashed code, and the
 * earlier releases' code carried from the live site with the record publish writes, as
 * seed/release/carry-plan.ts plans it), and the release recorded with publish's own code.
 */
async function earlierRelease(history: History, records: ProjectRecord[], n: number) {
  const { projectId, db, site, officeEnv } = history;
  // As publish reads the data file: each photo with its measured size.
  const { projects } = parseProjectRecords(
    (await fillPhotoSizes(records, FIXTURE_PORTFOLIO_DIR)).data,
  );
  const target = { projectId, emulatorHost: EMULATOR_HOST };
  const seeded = await seedProjects(target, projects, { overwrite: false, write: true }, QUIET);
  expect(seeded.written).toBe(true);
  const folder = mkdtempSync(path.join(work, 'earlier-'));
  writeFileSync(
    path.join(folder, 'firebase.json'),
    JSON.stringify({ hosting: { public: 'site' } }),
  );
  mkdirSync(path.join(folder, 'site', 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'site', 'index.html'), `<h1>release ${n}</h1>`);
  const now = new Date();
  const own = { at: now.toISOString(), code: [releaseCode(n).file], photos: {} };
  const planned = carryPlan({ live: liveRecord(site), current: own, projects: [], now });
  for (const code of [...own.code, ...planned.fetch]) {
    writeFileSync(path.join(folder, 'site', code), CODE_CONTENT.get(code) ?? '');
  }
  writeFileSync(path.join(folder, 'site', RELEASE_FILES), JSON.stringify(planned.record));
  const deployed = spawnSync(
    HOSTING_STAND_IN,
    ['deploy', '--only', 'hosting', '--project', projectId],
    { cwd: folder, env: { ...process.env, ...officeEnv }, encoding: 'utf8' },
  );
  expect(deployed.status, deployed.stderr).toBe(0);
  const release = await recordRelease(db, projects, {
    at: new Date().toISOString(),
    commit: null,
    hostingVersion: live(history),
  });
  history.versions[release.number] = release.hostingVersion;
}

/** The record of its releases' files that the live site serves (before any: BEFORE_HISTORY). */
function liveRecord(site: StandInSite): ReleaseRecord {
  const file = path.join(site.dir, 'live', RELEASE_FILES);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord)
    : BEFORE_HISTORY;
}

/**
 * The last release undone, `times` over, each time completing: publish's own undo, run here
 * rather than as a command of its own (the cases run the command), firebase the stand-in.
 */
async function undone({ projectId, site }: History, times: number) {
  const options = parsePublishArgs(['--project', projectId, '--undo'], {
    FIRESTORE_EMULATOR_HOST: EMULATOR_HOST,
  });
  if (options === 'help') throw new Error('not an undo');
  for (const [name, value] of Object.entries(standInEnv(site))) vi.stubEnv(name, value);
  try {
    for (let n = 0; n < times; n += 1) expect(await undo(options, QUIET)).toBe(EXIT.done);
  } finally {
    vi.unstubAllEnvs();
  }
}

/** `npm run publish -- --project ID …` in a copy of the repository, as one Node process. */
function publishIn(
  computer: 'office' | 'laptop',
  { projectId, officeEnv, laptopEnv }: History,
  args: readonly string[],
  env: Record<string, string> = {},
) {
  const runEnv = { ...(computer === 'office' ? officeEnv : laptopEnv), ...env };
  // Never firebase-tools itself: no test may reach Google.
  if (!runEnv.FIREBASE_BIN) throw new Error('FIREBASE_BIN must name the Hosting stand-in');
  return runNodeScript(
    'seed/publish.ts',
    ['--project', projectId, ...args],
    runEnv,
    computers[computer],
  );
}

/** The version Hosting serves live, as the stand-in holds it. */
function live({ projectId, site }: History): string {
  return `sites/${projectId}/versions/${liveReleases(site).at(-1) ?? 'none'}`;
}

describe.skipIf(!EMULATOR_HOST)(
  'npm run publish -- --undo and --history',
  { timeout: TIMEOUT },
  () => {
    beforeAll(() => {
      const office = copyOfRepository(path.join(work, 'office'));
      linkPackages(office);
      // Another computer: a clone with its own home folder and npm cache, nothing of the office's.
      const laptop = path.join(work, 'laptop');
      spawnSync('git', ['clone', '-q', office, laptop]);
      linkPackages(laptop);
      const home = path.join(work, 'laptop-home');
      mkdirSync(home);
      const laptopHome = { HOME: home, npm_config_cache: path.join(home, '.npm'), TZ: OFFICE_ZONE };
      Object.assign(computers, { office, laptop, laptopHome });
    }, SET_UP);

    describe('after three releases', () => {
      let history: History;
      beforeAll(async () => {
        history = await threeReleases();
      }, SET_UP);

      it('--history lists the live release and each one --undo can go back to', async () => {
        const { versions } = history;
        const listed = await publishIn('laptop', history, ['--history']);
        expect(listed.code).toBe(0);
        expect(listed.stdout).toMatch(
          new RegExp(
            `#3 \\(live\\)  ${LISTED_DATE}[^\\n]*no commit  Hosting ${versions[3]?.split('/').pop()}`,
          ),
        );
        expect(listed.stdout).toContain(`added 1: ${newProject}; changed 1: ${edited}`);
        expect(listed.stdout).toMatch(/#2 \(1 undo back\)[^\n]*no commit {2}Hosting/);
        expect(listed.stdout).toContain(`#1 (2 undos back)`);
        expect(listed.stdout).toContain(`removed 1: ${retired}`);
      });

      it('--undo --dry-run says what it would do and changes nothing', async () => {
        const { db, projectId, versions } = history;
        const before = await writeMark(db, [
          PROJECTS_COLLECTION,
          SEED_BASE_COLLECTION,
          RELEASES_COLLECTION,
        ]);
        const result = await publishIn('laptop', history, ['--undo', '--dry-run']);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain(`- remove ${newProject}`);
        expect(result.stdout).toContain(`year_sold: 2021 → 2020`);
        expect(result.stdout).toContain(
          `hosting:clone ${projectId}@${versions[2]?.split('/').pop()} ${projectId}:live`,
        );
        expect(live(history)).toBe(versions[3]);
        expect(await writesSince(before)).toBe(0);
      });
    });

    describe('after three releases, undoing one', () => {
      let history: History;
      beforeAll(async () => {
        history = await threeReleases();
      }, SET_UP);

      it('--undo from another copy puts back the release before: Hosting, then content, writing only what differs', async () => {
        const { db, versions } = history;
        const before = await writeMark(db);
        const result = await publishIn('laptop', history, ['--undo']);
        expect(result.stderr).not.toMatch(/failed|conflict/i);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('Undone: release #3 is down, release #2 is live again');
        expect(live(history)).toBe(versions[2]);
        await expectContent(db, RELEASE_1);
        // The new project went, 4611's year went back; nothing else was rewritten.
        expect(await writesSince(before)).toBe(2);
      });
    });

    describe('after three releases and an undo', () => {
      let history: History;
      beforeAll(async () => {
        history = await threeReleases();
        await undone(history, 1);
      }, SET_UP);

      it('--undo again goes one more release back', async () => {
        const { db, versions } = history;
        const result = await publishIn('laptop', history, ['--undo']);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('Undone: release #2 is down, release #1 is live again');
        expect(live(history)).toBe(versions[1]);
        await expectContent(db, RELEASE_0);
        const once = await publishIn('laptop', history, ['--undo', '--dry-run']);
        expect(once.code).toBe(1);
        expect(once.stderr).toContain('release #1 is the first one in the history');
      });
    });

    describe('after three releases and two undos', () => {
      let history: History;
      /** The Hosting emulator serving the stand-in's live release. */
      let hosting: { stop: () => Promise<void> } | undefined;
      beforeAll(async () => {
        history = await threeReleases();
        await undone(history, 2);
        // The live release at the address the stand-in's channel list names: publish takes the
        // earlier releases' files from there. Run from the office's copy, whose config folder
        // the emulator writes.
        hosting = await serveLive(history.site, scaledTimeout(60_000), {
          cwd: computers.office,
        });
      }, SET_UP);
      // The emulator takes its time to shut down on a busy host: a bound that scales with it.
      afterAll(() => hosting?.stop(), scaledTimeout(60_000));

      it('publish after an undo brings the file back with no conflict, and follows the release put back', async () => {
        const { db, projectId, site, versions } = history;
        const { office } = computers;
        // The live site must answer for its files to be carried: where it does not, publish
        // stops before the build, saying so and what to run.
        const deaf = localUrl(await freePort());
        const releases = liveReleases(site).length;
        const unheard = await publishIn('office', history, [], { HOSTING_STAND_IN_URL: deaf });
        expect(unheard.code).toBe(1);
        expect(unheard.stderr).toContain(
          "the earlier releases' files could not be taken from the live site",
        );
        expect(unheard.stderr).toContain(`${deaf}/${RELEASE_FILES} could not be fetched`);
        expect(unheard.stderr).toContain(
          `run \`npm run publish -- --project ${projectId} --without-old-files\``,
        );
        expect(liveReleases(site)).toHaveLength(releases);
        expect(live(history)).toBe(versions[1]);
        expect(existsSync(path.join(office, 'dist')), 'built').toBe(false);

        const published = await publishIn('office', history, []);
        expect(published.stderr).not.toMatch(/failed|conflict/i);
        expect(published.code).toBe(0);
        expect(published.stdout).toContain(`+ add    ${newProject}`);
        expect(published.stdout).toContain('Step 6/6: record the release in the history');
        versions[4] = live(history);
        expect(versions.indexOf(versions[4])).toBe(4);
        await expectContent(db, RELEASE_2);
        // Live: the files of release 1, which the undos put back, and of the release it kept,
        // carried from the live site; the undone releases' own files are gone.
        expect(published.stdout).toContain('Carried 2 files into the release.');
        for (const { file, content } of [releaseCode(1), releaseCode(0)]) {
          const response = await getLive(`${site.url}/${file}`);
          expect(response.status, file).toBe(200);
          expect(response.body).toBe(content);
        }
        for (const { file } of [releaseCode(3), releaseCode(2)]) {
          expect((await getLive(`${site.url}/${file}`)).status, file).toBe(404);
        }
        const record = JSON.parse(
          (await getLive(`${site.url}/${RELEASE_FILES}`)).body,
        ) as ReleaseRecord;
        const ownCode = [0, 1, 2, 3].map((n) => releaseCode(n).file);
        expect(
          record.releases.map(({ code }) => code.filter((file) => ownCode.includes(file))),
        ).toEqual([[], [ownCode[1]], [ownCode[0]]]);
        const listed = await publishIn('laptop', history, ['--history']);
        const commit = git(office, 'rev-parse', 'HEAD').slice(0, 7);
        expect(listed.stdout).toMatch(new RegExp(`#4 \\(live\\)  ${LISTED_DATE}`));
        expect(listed.stdout).toContain(
          `commit ${commit}  Hosting ${versions[4]?.split('/').pop()}`,
        );
        // Against release 1, which the undos put back: not against the undone 3.
        expect(listed.stdout).toContain(
          `added 1: ${newProject}; changed 1: ${edited}; removed 1: ${retired}`,
        );
        expect(listed.stdout).toContain('#1 (1 undo back)');
        expect(listed.stdout).not.toMatch(/#[23] /);
        expect(listed.stdout).toContain('(2 undone releases not listed.)');
      }, 600_000);
    });

    /** Three releases, two undos, and a publish of the file: release #4, live. */
    async function publishedAfterTwoUndos(): Promise<History> {
      const history = await threeReleases();
      await undone(history, 2);
      await earlierRelease(history, RELEASE_2, 4);
      return history;
    }

    describe('after two undos and a publish', () => {
      let history: History;
      beforeAll(async () => {
        history = await publishedAfterTwoUndos();
      }, SET_UP);

      it('--undo over a console edit stops with exit 3, naming the project and field, and changes nothing', async () => {
        const { db, site } = history;
        await db.collection(PROJECTS_COLLECTION).doc(edited).update({ year_sold: 2026 });
        const before = await writeMark(db, [
          PROJECTS_COLLECTION,
          SEED_BASE_COLLECTION,
          RELEASES_COLLECTION,
        ]);
        const releases = liveReleases(site).length;
        const result = await publishIn('laptop', history, ['--undo']);
        expect(result.code).toBe(3);
        expect(result.stdout).toContain(
          `${edited}: year_sold is 2019 in the file, 2026 in Firestore`,
        );
        expect(result.stdout).toContain('Below, "the file" is release #1\'s content');
        expect(result.stderr).toContain('Step 2/5: compare with Firestore failed');
        expect(result.stderr).toContain('add --overwrite');
        expect(await writesSince(before)).toBe(0);
        expect(liveReleases(site)).toHaveLength(releases);
      });
    });

    describe('after two undos, a publish and a console edit', () => {
      let history: History;
      beforeAll(async () => {
        history = await publishedAfterTwoUndos();
        await history.db.collection(PROJECTS_COLLECTION).doc(edited).update({ year_sold: 2026 });
      }, SET_UP);

      it('--undo --overwrite after undo and publish goes back to the release the undo had put back', async () => {
        const { db, versions } = history;
        const result = await publishIn('laptop', history, ['--undo', '--overwrite']);
        expect(result.stderr).not.toMatch(/failed/i);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('Undone: release #4 is down, release #1 is live again');
        expect(live(history)).toBe(versions[1]);
        await expectContent(db, RELEASE_0);
      });
    });
  },
);
