/**
 * Runs a command against a Firestore emulator that evaluates firestore.rules, then stops it:
 *
 *   npm run emulators -- [--optional] COMMAND [ARGS...]
 *
 * It starts Google's emulator on a free port — through `firebase emulators:exec` when Java 21
 * or later is installed (firebase-tools demands it), else through the Cloud SDK's
 * `gcloud emulators firestore start`, which runs on Java 17 — waits until it answers, runs the
 * command with FIRESTORE_EMULATOR_HOST, VITE_FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT (a
 * `demo-` project) set, stops the emulator's whole process group (also on Ctrl-C and when the
 * command fails) and exits with the command's status.
 *
 * With neither, it says in one line what it found and what to install, and fails — unless
 * `--optional` is given outside CI, when it skips the command loudly and succeeds, so
 * `npm test` still runs on a machine without Java. A single argument runs in a shell
 * (`npm run emulators -- "npm run seed && vite"`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID as DEMO_PROJECT } from '../../src/config/demo-project';
import { freePort } from './free-port';
import { stopGroup } from './process-group';
import { ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain, ScriptError, UsageError } from '../../tooling/run-main';

const RULES = path.join(ROOT, 'firestore.rules');
const START_TIMEOUT_MS = 90_000;

type Command = { file: string; args: string[]; shell: boolean };

/** The command being run, to pass a Ctrl-C or a kill on to it. */
let running: ChildProcess | undefined;

const USAGE = 'Usage: npm run emulators -- [--optional] COMMAND [ARGS...]';

runMain(
  'emulators',
  async () => {
    // The runner's own options come before the command; everything from the command on is its.
    const argv = process.argv.slice(2);
    const start = argv.findIndex((word) => !word.startsWith('-'));
    const own = start === -1 ? argv : argv.slice(0, start);
    const { values } = parseCommandLine({
      args: own,
      options: { optional: { type: 'boolean', default: false } },
    });
    const { optional } = values;
    const words = start === -1 ? [] : argv.slice(start);
    if (words.length === 0) throw new UsageError('name the command to run');
    const command: Command =
      words.length === 1
        ? { file: words[0] ?? '', args: [], shell: true }
        : { file: words[0] ?? '', args: words.slice(1), shell: false };

    const java = javaMajorVersion();
    if (java !== undefined && java >= 21) return withFirebaseCli(command);
    if (hasGcloudFirestoreEmulator()) return withGcloud(command);

    const found = `Java ${java ?? 'not found'}, ${commandExists('gcloud') ? 'gcloud without its Firestore emulator' : 'no gcloud'}`;
    const line = `No Firestore emulator can start here (${found}): install Java 21+ (for firebase emulators), or the Cloud SDK with \`gcloud components install cloud-firestore-emulator\` (apt: google-cloud-cli-firestore-emulator).`;
    if (optional && !process.env.CI) {
      console.error(`\n  ⚠ SKIPPED, NOT RUN: ${words.join(' ')}\n  ⚠ ${line}\n`);
      return 0;
    }
    throw new ScriptError(line);
  },
  USAGE,
);

/** The Cloud SDK's emulator: its own process group, so stopping it stops its Java too. */
async function withGcloud(command: Command): Promise<number> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const emulator = spawn(
    'gcloud',
    ['emulators', 'firestore', 'start', `--host-port=${host}`, `--rules=${RULES}`, '--quiet'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
    },
  );
  let log = '';
  emulator.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  emulator.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => stopGroup(emulator, 'the Firestore emulator');
  const onSignal = () => {
    running?.kill('SIGTERM');
    void stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await waitUntilAnswers(`http://${host}/`, emulator, () => log);
    console.log(`emulators: Firestore emulator (gcloud) at ${host}, project ${DEMO_PROJECT}`);
    return await run(command, {
      FIRESTORE_EMULATOR_HOST: host,
      VITE_FIRESTORE_EMULATOR_HOST: host,
      GCLOUD_PROJECT: DEMO_PROJECT,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}

/** firebase-tools runs and stops the emulator itself; a temporary config gives it free ports. */
async function withFirebaseCli(command: Command): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'emulators-'));
  const port = await freePort();
  const file = path.join(dir, 'firebase.json');
  await writeFile(
    file,
    JSON.stringify({
      firestore: { rules: path.relative(dir, RULES) },
      emulators: {
        firestore: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const script = command.shell
    ? command.file
    : [command.file, ...command.args].map((word) => JSON.stringify(word)).join(' ');
  try {
    return await run(
      {
        file: 'npx',
        args: [
          'firebase',
          'emulators:exec',
          '--config',
          file,
          '--only',
          'firestore',
          '--project',
          DEMO_PROJECT,
          script,
        ],
        shell: false,
      },
      { VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`, GCLOUD_PROJECT: DEMO_PROJECT },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: Command, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, command.args, {
      cwd: ROOT,
      stdio: 'inherit',
      shell: command.shell,
      env: { ...process.env, ...env, METADATA_SERVER_DETECTION: 'none' },
    });
    running = child;
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitUntilAnswers(url: string, emulator: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) {
      throw new ScriptError(`the Firestore emulator exited (${emulator.exitCode}):\n${log()}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ScriptError(
    `the Firestore emulator did not answer within ${START_TIMEOUT_MS / 1000}s:\n${log()}`,
  );
}

function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(?:1\.)?(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match?.[1] ? Number(match[1]) : undefined;
}

function commandExists(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

function hasGcloudFirestoreEmulator(): boolean {
  if (!commandExists('gcloud')) return false;
  // `--help` fails fast when the component is missing, without trying to install it.
  const result = spawnSync('gcloud', ['emulators', 'firestore', 'start', '--help'], {
    encoding: 'utf8',
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: '1' },
    timeout: 30_000,
  });
  return result.status === 0 && commandExists('java');
}
