/**
 * An office of the tests' own: a temporary copy of this repository with its own git and a test
 * portfolio in place of the company's, and the office started on it as the company starts it
 * (`tsx office/server/main.ts --port N --no-open`, what `npm run office` runs), stopped with
 * SIGTERM as Ctrl-C stops it. Nothing the office does there reaches this repository.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';
import { scaledTimeout } from '../../support/host-speed';
import { copyRepositoryFiles, linkPackages } from '../../support/repository-copy';
import { CACHE_DIR, DATA_FILE } from '../../../tooling/paths';
import { writePortfolio, type PortfolioFile } from './portfolio';

/** Who made the copy's first commit, and who the office signs as when the test sets a name. */
const TEST_IDENTITY = { name: 'Office Tester', email: 'tester@office.example' };

/**
 * The office builds its screen into its checkout's cache (node_modules/.cache/office/screen),
 * again only when its inputs changed. Every copy's inputs are this working tree's, so the
 * tests build it once (global-setup.ts) and give each copy that build: a copy whose screen
 * were out of date would only build it again.
 */
const SCREEN_IN_CHECKOUT = path.join('node_modules', '.cache', 'office', 'screen');
const SHARED_SCREEN = path.join(CACHE_DIR, 'office-tests', 'screen');

const LISTENING = /^Office: (http:\/\/127\.0\.0\.1:(\d+)\/)$/m;

export type OfficeOptions = {
  /** The portfolio in the copy's data.json; the fixture portfolio when left out. */
  portfolio?: PortfolioFile;
  /** Leave the copy's git without a user name, as on a fresh login (the office asks for one). */
  withoutIdentity?: boolean;
};

export type Office = Awaited<ReturnType<typeof openOffice>>;

export async function openOffice(options: OfficeOptions = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'office-e2e-'));
  copyRepositoryFiles(dir);
  linkPackages(dir);
  const publicDir = path.join(dir, 'public');
  await writePortfolio(publicDir, options.portfolio);

  // No global or system git configuration reaches the office or the tests' git: the copy's
  // identity is the one the test sets (or none), whoever runs the tests.
  const ownCache = path.join(dir, 'node_modules', '.cache');
  mkdirSync(ownCache, { recursive: true });
  if (existsSync(SHARED_SCREEN))
    cpSync(SHARED_SCREEN, path.join(dir, SCREEN_IN_CHECKOUT), { recursive: true });
  const globalConfig = path.join(ownCache, 'empty-gitconfig');
  writeFileSync(globalConfig, '');
  const env = gitEnvironment(globalConfig);
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 << 20 }).trimEnd();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git(
    '-c',
    `user.name=${TEST_IDENTITY.name}`,
    '-c',
    `user.email=${TEST_IDENTITY.email}`,
    'commit',
    '-q',
    '-m',
    'The tests portfolio',
  );
  if (!options.withoutIdentity) {
    git('config', 'user.name', TEST_IDENTITY.name);
    git('config', 'user.email', TEST_IDENTITY.email);
  }

  const port = await freePort();
  const server = spawn(
    path.join(dir, 'node_modules', '.bin', 'tsx'),
    ['office/server/main.ts', '--port', String(port), '--no-open'],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const output = captured(server);
  const url = await listening(server, output, port);
  const dataFile = path.join(publicDir, DATA_FILE);

  return {
    dir,
    url,
    origin: url.replace(/\/$/, ''),
    port,
    publicDir,
    dataFile,
    /** What the office printed so far, stdout and stderr together. */
    output: () => output.text,
    git,
    dataText: () => readFileSync(dataFile, 'utf8'),
    /** A file's text as commit `rev` holds it (`git show`, its last newline kept). */
    fileAt: (rev: string, file: string): string =>
      execFileSync('git', ['show', `${rev}:${file}`], { cwd: dir, env, encoding: 'utf8' }),
    /** The data file's records as it holds them now. */
    records: () =>
      (JSON.parse(readFileSync(dataFile, 'utf8')) as { projects: Record<string, unknown>[] })
        .projects,
    head: () => git('rev-parse', 'HEAD'),
    /** Keeps this copy's built screen for the offices the tests start after it. */
    shareScreen(): void {
      const built = path.join(dir, SCREEN_IN_CHECKOUT);
      if (!existsSync(built)) return;
      const next = `${SHARED_SCREEN}.${process.pid}`;
      rmSync(next, { recursive: true, force: true });
      cpSync(built, next, { recursive: true });
      rmSync(SHARED_SCREEN, { recursive: true, force: true });
      renameSync(next, SHARED_SCREEN);
    },
    /** Every file under public/, relative to it, sorted. */
    publicFiles: () => filesUnder(publicDir),
    /** Stops the office as Ctrl-C does and says how it exited; the copy is removed. */
    async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
      const exited = await stopped(server);
      rmSync(dir, { recursive: true, force: true });
      return exited;
    },
  };
}

/** The environment for git and the office in the copy: no identity or repository from outside. */
function gitEnvironment(globalConfig: string): NodeJS.ProcessEnv {
  const outside = /^GIT_(AUTHOR|COMMITTER)_|^GIT_(DIR|INDEX_FILE|WORK_TREE)$/;
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !outside.test(name))),
    GIT_CONFIG_GLOBAL: globalConfig,
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

function captured(child: ChildProcess): { text: string } {
  const output = { text: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  return output;
}

/** Waits for the office's own line with its address; fails with what it printed if it exits. */
function listening(child: ChildProcess, output: { text: string }, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // A bound on a failing start (the screen's first build is part of it), not a speed.
    const timer = setTimeout(() => {
      finish();
      child.kill('SIGKILL');
      reject(new Error(`the office did not print its address within the bound:\n${output.text}`));
    }, scaledTimeout(90_000));
    const check = () => {
      const match = LISTENING.exec(output.text);
      if (!match?.[1]) return;
      finish();
      if (match[2] === String(port)) resolve(match[1]);
      else reject(new Error(`the office listens on ${match[1]}, not on --port ${port}`));
    };
    const exit = (code: number | null) => {
      finish();
      reject(new Error(`the office exited (${code}) before listening:\n${output.text}`));
    };
    const finish = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', exit);
    };
    child.stdout?.on('data', check);
    child.once('exit', exit);
  });
}

/** SIGTERM, as Ctrl-C or a service manager stops it; its whole group is killed if it hangs. */
function stopped(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, scaledTimeout(10_000));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
    child.kill('SIGTERM');
  });
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
