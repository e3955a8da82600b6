import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PROJECTS_COLLECTION,
  RELEASES_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../../src/features/projects/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { freePort } from '../../tests/support/free-port';
import { scaledTimeout } from '../../tests/support/host-speed';
import { localUrl } from '../../tooling/ports';
import { DATA_FILE, PUBLIC_DIR } from '../../tooling/paths';
import {
  getLive,
  HOSTING_STAND_IN,
  liveReleases,
  serveLive,
  standInEnv,
  standInSite,
  type StandInSite,
} from '../../tests/support/hosting-stand-in/live-site';
import { copyRepositoryFiles, linkPackages } from '../../tests/support/repository-copy';
import { carryPlan, RELEASE_FILES, type ReleaseRecord } from '../release/carry-plan';
import { sameValue } from '../field-changes';
import { recordRelease } from '../release/history-store';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runNodeScript,
  runSeedCli,
  writeMark,
  writesSince,
} from '../../tests/support/firestore-emulator';

// `npm run publish -- --undo` and `--history` as the office runs them: real child processes in
// copies of this repository, each a git repository of its own (publish builds in one; the
// undos run in a clone of it with its own HOME and npm cache, as on another computer), Google's
// Firestore emulator, and the Hosting stand-in with its live release on the Hosting emulator.
// Three releases come first, put there as publish leaves them (seeded, deployed, recorded with
// publish's own code) without a build each; the publish after the undos builds for real, and
// the last undo takes that release down.

const emulator = emulatorSuite();
const work = mkdtempSync(path.join(tmpdir(), 'undo-test-'));

/** The Hosting emulator serving the stand-in's live release, once started. */
let hosting: { stop: () => Promise<void> } | undefined;

// The emulator takes its time to shut down on a busy host: a bound that scales with it.
afterAll(async () => {
  await hosting?.stop();
  rmSync(work, { recursive: true, force: true });
}, scaledTimeout(60_000));

const newProject = '12847-brookshire-pkwy';
const retired = 'retired-house';
const edited = '4611-n-graceland-ave';

type ProjectRecord = Record<string, unknown> & { id: string };
const shipped = (
  JSON.parse(readFileSync(path.join(PUBLIC_DIR, DATA_FILE), 'utf8')) as {
    projects: ProjectRecord[];
  }
).projects;

/** The shipped portfolio with `edited` sold in `year`, without the newest project, or with one more. */
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
/** What the test's publishes put live: the data file as it ships. */
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

/** `npm run publish -- …` in a copy of the repository, as one Node process. */
function publishIn(dir: string, args: readonly string[], env: Record<string, string>) {
  // Never firebase-tools itself: no test may reach Google.
  if (!env.FIREBASE_BIN) throw new Error('FIREBASE_BIN must name the Hosting stand-in');
  return runNodeScript('seed/publish.ts', args, env, dir);
}

/** The version Hosting serves live, as the stand-in holds it. */
function live(site: StandInSite): string {
  return `sites/${projectId}/versions/${liveReleases(site).at(-1) ?? 'none'}`;
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

/** Firestore holds exactly a release's content, and the seed's memory says so too. */
async function expectContent(db: Firestore, records: readonly ProjectRecord[]) {
  const { projects: expected } = parseProjectRecords(records);
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

const projectId = `undo-test-${randomUUID().slice(0, 8)}`;

/** A bound on a hung step, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(60_000);

describe.skipIf(!EMULATOR_HOST)(
  'npm run publish -- --undo and --history',
  { timeout: TIMEOUT },
  () => {
    let db: Firestore;
    let env: Record<string, string>;
    let site: StandInSite;
    let office: string;
    let laptop: string;
    let runEnv: Record<string, string>;
    let laptopEnv: Record<string, string>;
    /** Each release's Hosting version, by release number. */
    const versions: string[] = [];
    /** Each release's own hashed code file, by release number (0: one from before the history). */
    const ownCode: string[] = [];
    /** What each hashed code file of the earlier releases holds, by its path. */
    const codeContent = new Map<string, string>();
    /**
     * The live site's record of its releases' files: a release from before the history began
     * (code file 0) at first, so the first recorded release carries something too.
     */
    let liveRecord: ReleaseRecord = {
      releases: [{ at: '2026-01-05T10:00:00.000Z', code: [codeFile(0)], photos: {} }],
    };

    /** Release `n`'s hashed code: `assets/release-N-XXXXXXXX.js`, named by its content. */
    function codeFile(n: number): string {
      const content = `document.title = 'release ${n}';\n`;
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      const file = `assets/release-${n}-${hash}.js`;
      codeContent.set(file, content);
      ownCode[n] = file;
      return file;
    }

    /**
     * A release as publish leaves one, made without a build: its content seeded, a small site of
     * its own deployed (a page, its own hashed code, and the earlier releases' code carried with
     * the record publish writes, as seed/release/carry-plan.ts plans it), and the release recorded with
     * publish's own code.
     */
    async function earlierRelease(records: ProjectRecord[], label: string, n: number) {
      const file = emulator.files.write(records);
      const seeded = await runSeedCli(['--file', file, '--public', PUBLIC_DIR], env);
      expect(seeded.code, seeded.stderr).toBe(0);
      const folder = mkdtempSync(path.join(work, 'earlier-'));
      writeFileSync(
        path.join(folder, 'firebase.json'),
        JSON.stringify({ hosting: { public: 'site' } }),
      );
      mkdirSync(path.join(folder, 'site', 'assets'), { recursive: true });
      writeFileSync(path.join(folder, 'site', 'index.html'), `<h1>${label}</h1>`);
      const now = new Date();
      const own = { at: now.toISOString(), code: [codeFile(n)], photos: {} };
      const planned = carryPlan({ live: liveRecord, current: own, projects: [], now });
      for (const code of [...own.code, ...planned.fetch]) {
        writeFileSync(path.join(folder, 'site', code), codeContent.get(code) ?? '');
      }
      writeFileSync(path.join(folder, 'site', RELEASE_FILES), JSON.stringify(planned.record));
      liveRecord = planned.record;
      const deployed = spawnSync(
        HOSTING_STAND_IN,
        ['deploy', '--only', 'hosting', '--project', projectId],
        {
          cwd: folder,
          env: { ...process.env, ...runEnv },
          encoding: 'utf8',
        },
      );
      expect(deployed.status, deployed.stderr).toBe(0);
      const { projects } = parseProjectRecords(records);
      const release = await recordRelease(db, projects, {
        at: new Date().toISOString(),
        commit: null,
        hostingVersion: live(site),
      });
      versions[release.number] = release.hostingVersion;
    }

    it('sets up two copies of the repository and three earlier releases', async () => {
      const project = emulator.project(projectId);
      db = project.db;
      env = { FIRESTORE_EMULATOR_HOST: EMULATOR_HOST ?? '', GCLOUD_PROJECT: projectId };
      site = await standInSite(path.join(work, 'hosting'));
      runEnv = { ...env, ...standInEnv(site) };
      office = copyOfRepository(path.join(work, 'office'));
      linkPackages(office);
      // Another computer: a clone with its own home folder and npm cache, nothing of the office's.
      laptop = path.join(work, 'laptop');
      spawnSync('git', ['clone', '-q', office, laptop]);
      linkPackages(laptop);
      const home = path.join(work, 'laptop-home');
      mkdirSync(home);
      laptopEnv = {
        ...runEnv,
        HOME: home,
        npm_config_cache: path.join(home, '.npm'),
        TZ: OFFICE_ZONE,
      };

      await earlierRelease(RELEASE_0, 'release 1', 1);
      await earlierRelease(RELEASE_1, 'release 2', 2);
      await earlierRelease(RELEASE_2, 'release 3', 3);
      // The live release at the address the stand-in's channel list names: publish takes the
      // earlier releases' files from there. Run from the office's copy, whose config folder
      // the emulator writes.
      hosting = await serveLive(site, scaledTimeout(60_000), { cwd: office });
      expect(new Set(versions.slice(1)).size).toBe(3);
      await expectContent(db, RELEASE_2);
    });

    it('--history lists the live release and each one --undo can go back to', async () => {
      const history = await publishIn(laptop, ['--project', projectId, '--history'], laptopEnv);
      expect(history.code).toBe(0);
      expect(history.stdout).toMatch(
        new RegExp(
          `#3 \\(live\\)  ${LISTED_DATE}[^\\n]*no commit  Hosting ${versions[3]?.split('/').pop()}`,
        ),
      );
      expect(history.stdout).toContain(`added 1: ${newProject}; changed 1: ${edited}`);
      expect(history.stdout).toMatch(/#2 \(1 undo back\)[^\n]*no commit {2}Hosting/);
      expect(history.stdout).toContain(`#1 (2 undos back)`);
      expect(history.stdout).toContain(`removed 1: ${retired}`);
    });

    it('--undo --dry-run says what it would do and changes nothing', async () => {
      const before = await writeMark(db, [
        PROJECTS_COLLECTION,
        SEED_BASE_COLLECTION,
        RELEASES_COLLECTION,
      ]);
      const result = await publishIn(
        laptop,
        ['--project', projectId, '--undo', '--dry-run'],
        laptopEnv,
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`- remove ${newProject}`);
      expect(result.stdout).toContain(`year_sold: 2021 → 2020`);
      expect(result.stdout).toContain(
        `hosting:clone ${projectId}@${versions[2]?.split('/').pop()} ${projectId}:live`,
      );
      expect(live(site)).toBe(versions[3]);
      expect(await writesSince(before)).toBe(0);
    });

    it('--undo from another copy puts back the release before: Hosting, then content, writing only what differs', async () => {
      const before = await writeMark(db);
      const result = await publishIn(laptop, ['--project', projectId, '--undo'], laptopEnv);
      expect(result.stderr).not.toMatch(/failed|conflict/i);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Undone: release #3 is down, release #2 is live again');
      expect(live(site)).toBe(versions[2]);
      await expectContent(db, RELEASE_1);
      // The new project went, 4611's year went back; nothing else was rewritten.
      expect(await writesSince(before)).toBe(2);
    });

    it('--undo again goes one more release back', async () => {
      const result = await publishIn(laptop, ['--project', projectId, '--undo'], laptopEnv);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Undone: release #2 is down, release #1 is live again');
      expect(live(site)).toBe(versions[1]);
      await expectContent(db, RELEASE_0);
      const once = await publishIn(
        laptop,
        ['--project', projectId, '--undo', '--dry-run'],
        laptopEnv,
      );
      expect(once.code).toBe(1);
      expect(once.stderr).toContain('release #1 is the first one in the history');
    });

    it('publish after an undo brings the file back with no conflict, and follows the release put back', async () => {
      // The live site must answer for its files to be carried: where it does not, publish
      // stops before the build, saying so and what to run.
      const deaf = localUrl(await freePort());
      const releases = liveReleases(site).length;
      const unheard = await publishIn(office, ['--project', projectId], {
        ...runEnv,
        HOSTING_STAND_IN_URL: deaf,
      });
      expect(unheard.code).toBe(1);
      expect(unheard.stderr).toContain(
        "the earlier releases' files could not be taken from the live site",
      );
      expect(unheard.stderr).toContain(`${deaf}/${RELEASE_FILES} could not be fetched`);
      expect(unheard.stderr).toContain(
        `run \`npm run publish -- --project ${projectId} --without-old-files\``,
      );
      expect(liveReleases(site)).toHaveLength(releases);
      expect(live(site)).toBe(versions[1]);
      expect(existsSync(path.join(office, 'dist')), 'built').toBe(false);

      const published = await publishIn(office, ['--project', projectId], runEnv);
      expect(published.stderr).not.toMatch(/failed|conflict/i);
      expect(published.code).toBe(0);
      expect(published.stdout).toContain(`+ add    ${newProject}`);
      expect(published.stdout).toContain('Step 6/6: record the release in the history');
      versions[4] = live(site);
      expect(versions.indexOf(versions[4])).toBe(4);
      await expectContent(db, RELEASE_2);
      // Live: the files of release 1, which the undos put back, and of the release it kept,
      // carried from the live site; the undone releases' own files are gone.
      expect(published.stdout).toContain('Carried 2 files into the release.');
      for (const file of [ownCode[1], ownCode[0]]) {
        const response = await getLive(`${site.url}/${file}`);
        expect(response.status, file).toBe(200);
        expect(response.body).toBe(codeContent.get(file ?? ''));
      }
      for (const file of [ownCode[3], ownCode[2]]) {
        expect((await getLive(`${site.url}/${file}`)).status, file).toBe(404);
      }
      const record = JSON.parse(
        (await getLive(`${site.url}/${RELEASE_FILES}`)).body,
      ) as ReleaseRecord;
      expect(
        record.releases.map(({ code }) => code.filter((file) => ownCode.includes(file))),
      ).toEqual([[], [ownCode[1]], [ownCode[0]]]);
      const history = await publishIn(laptop, ['--project', projectId, '--history'], laptopEnv);
      const commit = git(office, 'rev-parse', 'HEAD').slice(0, 7);
      expect(history.stdout).toMatch(new RegExp(`#4 \\(live\\)  ${LISTED_DATE}`));
      expect(history.stdout).toContain(
        `commit ${commit}  Hosting ${versions[4]?.split('/').pop()}`,
      );
      // Against release 1, which the undos put back: not against the undone 3.
      expect(history.stdout).toContain(
        `added 1: ${newProject}; changed 1: ${edited}; removed 1: ${retired}`,
      );
      expect(history.stdout).toContain('#1 (1 undo back)');
      expect(history.stdout).not.toMatch(/#[23] /);
      expect(history.stdout).toContain('(2 undone releases not listed.)');
    }, 600_000);

    it('--undo over a console edit stops with exit 3, naming the project and field, and changes nothing', async () => {
      await db.collection(PROJECTS_COLLECTION).doc(edited).update({ year_sold: 2026 });
      const before = await writeMark(db, [
        PROJECTS_COLLECTION,
        SEED_BASE_COLLECTION,
        RELEASES_COLLECTION,
      ]);
      const releases = liveReleases(site).length;
      const result = await publishIn(laptop, ['--project', projectId, '--undo'], laptopEnv);
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

    it('--undo --overwrite after undo and publish goes back to the release the undo had put back', async () => {
      const result = await publishIn(
        laptop,
        ['--project', projectId, '--undo', '--overwrite'],
        laptopEnv,
      );
      expect(result.stderr).not.toMatch(/failed/i);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Undone: release #4 is down, release #1 is live again');
      expect(live(site)).toBe(versions[1]);
      await expectContent(db, RELEASE_0);
    });
  },
);
