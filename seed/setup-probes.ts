/**
 * What the setup checklist (./setup-plan.ts) is made from, found on this computer: Node, git
 * and its identity, firebase-tools' sign-in and the projects it sees (through FIREBASE_BIN when
 * set), Google's application credentials, and whether the project's Firestore answers them.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { PROJECTS_COLLECTION } from '../src/features/projects/firestore-paths';
import type { Output } from './command';
import { ROOT } from '../tooling/paths';
import {
  FIREBASERC,
  firebasercAliases,
  liveProjectOf,
  readFirebaserc,
  withLiveProject,
} from './firebase-project';
import { firestoreError, openFirestore } from './firestore';
import { listProjects, readSignIn } from './release/hosting';
import { run } from './release/programs';
import { projectProblem, type SetupProbes } from './setup-plan';

type Env = Readonly<Record<string, string | undefined>>;

/** Everything the checklist needs, for the project chosen in .firebaserc or `projectId`. */
export async function probeSetup({
  projectId,
  env = process.env,
}: { projectId?: string; env?: Env } = {}): Promise<SetupProbes> {
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;
  const id = projectId ?? liveProjectOf(firebasercAliases(readFirebaserc()));
  const [git, signIn] = await Promise.all([probeGit(), readSignIn()]);
  const credentialsFile = findCredentials(env);
  const projects = await probeProjects(id, signIn);
  const found = Array.isArray(projects) && id !== undefined && projects.includes(id);
  const access =
    !emulatorHost && found && credentialsFile && id ? await probeAccess(id) : undefined;
  return {
    nodeVersion: process.versions.node,
    git,
    signIn,
    credentialsFile,
    projectId: id,
    projects,
    access,
    emulatorHost,
  };
}

/** The projects the signed-in account sees, asked only when someone is signed in. */
async function probeProjects(
  projectId: string | undefined,
  signIn: SetupProbes['signIn'],
): Promise<SetupProbes['projects']> {
  if (!projectId || 'error' in signIn || !signIn.email) return undefined;
  return listProjects(projectId);
}

async function probeGit(): Promise<SetupProbes['git']> {
  const ask = (...args: string[]) => run({ file: 'git', args }, { capture: true, quiet: true });
  const version = await ask('--version');
  if (version.code !== 0) return { installed: false, name: undefined, email: undefined };
  const [name, email] = await Promise.all([
    ask('config', 'user.name'),
    ask('config', 'user.email'),
  ]);
  return {
    installed: true,
    name: name.stdout.trim() || undefined,
    email: email.stdout.trim() || undefined,
  };
}

/**
 * Where Google's auth library finds application default credentials: the file
 * GOOGLE_APPLICATION_CREDENTIALS names, else the one `gcloud auth application-default login`
 * writes.
 */
function findCredentials(env: Env): string | undefined {
  const named = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (named) return existsSync(named) ? named : undefined;
  const config = env.APPDATA ?? path.join(env.HOME ?? homedir(), '.config');
  const written = path.join(config, 'gcloud', 'application_default_credentials.json');
  return existsSync(written) ? written : undefined;
}

/** Whether the project's Firestore answers a read with these credentials. */
async function probeAccess(projectId: string): Promise<SetupProbes['access']> {
  const { db, close } = openFirestore({ projectId, emulatorHost: undefined });
  try {
    await db.collection(PROJECTS_COLLECTION).limit(1).get();
    return { ok: true };
  } catch (error) {
    return { error: firestoreError(error) };
  } finally {
    await close();
  }
}

/**
 * Why a release cannot reach `projectId`, asked of firebase-tools before anything is built,
 * or undefined with who is signed in: the checklist's own words for its sign-in and project.
 */
export async function reachProject(
  projectId: string,
): Promise<{ problem: string } | { email: string | undefined }> {
  const signIn = await readSignIn();
  const problem = projectProblem(projectId, await probeProjects(projectId, signIn), signIn);
  if (problem) return { problem: `${problem.detail}.\n${problem.fix}` };
  return { email: 'error' in signIn ? undefined : signIn.email };
}

/**
 * Before seed or pull touch a live project: whether firebase-tools reaches it, the problem
 * printed when not. The emulator needs no project in the cloud.
 */
export async function projectReached(
  { projectId, emulatorHost }: { projectId: string; emulatorHost: string | undefined },
  output: Output,
): Promise<boolean> {
  if (emulatorHost) return true;
  const reached = await reachProject(projectId);
  if ('problem' in reached) output.err(`Firebase project: ${reached.problem}`);
  return !('problem' in reached);
}

/**
 * Chooses `projectId` as the live project, when firebase-tools sees it: what the office's Setup
 * screen calls too. Answers the problem in words when it cannot be chosen.
 */
export async function chooseProject(
  projectId: string,
  root: string = ROOT,
): Promise<{ chosen: true } | { problem: string }> {
  const signIn = await readSignIn();
  const projects = 'error' in signIn || !signIn.email ? undefined : await listProjects(projectId);
  const problem = projectProblem(projectId, projects, signIn);
  if (problem) return { problem: `${problem.detail}. ${problem.fix}` };
  await writeFile(path.join(root, FIREBASERC), withLiveProject(readFirebaserc(root), projectId));
  return { chosen: true };
}
