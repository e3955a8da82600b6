/**
 * The first-time setup as a checklist (the office's Setup screen and `npm run setup`): each
 * item green or red from what was found on this computer, a red one with its exact fix in
 * words. The same words stop a publish whose project cannot be reached. Pure: the probes are
 * in ./setup-probes.ts, and the steps they name are docs/publishing.md's first-time setup.
 */
import { CHOOSE_PROJECT, projectIdProblem } from './firebase-project';

/** The oldest Node the repository runs on (package.json's `engines`, held to it by a test). */
export const NODE_REQUIRED = '20.19';

/** What was found on this computer. */
export type SetupProbes = {
  nodeVersion: string;
  git: { installed: boolean; name: string | undefined; email: string | undefined };
  /** firebase-tools' sign-in: who, or why it could not be asked. */
  signIn: { email: string | undefined } | { error: string };
  /** Google's application default credentials: the file they are in, when there is one. */
  credentialsFile: string | undefined;
  /** The project chosen in .firebaserc (or named), if any. */
  projectId: string | undefined;
  /** The projects the signed-in account can see; undefined when they could not be asked. */
  projects: string[] | { error: string } | undefined;
  /** Whether Firestore answered with those credentials; undefined when not tried. */
  access: { ok: true } | { error: string } | undefined;
  /** FIRESTORE_EMULATOR_HOST: the emulator is in use, and the credentials are not needed. */
  emulatorHost: string | undefined;
};

type SetupItem = 'node' | 'git' | 'signIn' | 'credentials' | 'project' | 'access';

type ChecklistItem = {
  item: SetupItem;
  label: string;
  /** Green; an item that does not block (the emulator is in use) is green too. */
  ok: boolean;
  /** What was found, in words. */
  detail: string;
  /** What to do, exactly, when it is red. */
  fix?: string;
};

/** The setup steps the fixes name, as docs/publishing.md titles them. */
const STEP = {
  node: 'install Node.js',
  git: 'tell git who you are',
  cloudCli: 'install the Google Cloud CLI',
  signIn: 'sign in to Firebase',
  credentials: 'sign in for Firestore',
  project: 'choose the Firebase project',
  access: 'get access to the project',
} as const;

/** "docs/publishing.md, first-time setup: sign in to Firebase". */
function seeStep(step: keyof typeof STEP): string {
  return `(docs/publishing.md, first-time setup: ${STEP[step]})`;
}

const SIGN_IN_FIX = `Run \`npx firebase login\` and sign in with the Google account that has access to the project ${seeStep('signIn')}.`;

const CREDENTIALS_FIX = `Install the Google Cloud CLI ${seeStep('cloudCli')}, then run \`gcloud auth application-default login\` and sign in with the same Google account ${seeStep('credentials')}.`;

const ACCESS_FIX = `Ask the project's owner to add your Google account in the Firebase console (Project settings > Users and permissions) as Editor, or as Firebase Hosting Admin plus Cloud Datastore User ${seeStep('access')}.`;

export function setupChecklist(probes: SetupProbes): ChecklistItem[] {
  return [
    nodeItem(probes.nodeVersion),
    gitItem(probes.git),
    signInItem(probes.signIn),
    credentialsItem(probes),
    projectItem(probes),
    accessItem(probes),
  ];
}

/** Whether `version` (`20.19.1`) is at least `required` (`20.19`). */
export function atLeast(version: string, required: string): boolean {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = required.split('.').map(Number);
  for (let i = 0; i < need.length; i += 1) {
    const [a = 0, b = 0] = [have[i], need[i]];
    if (a !== b) return a > b;
  }
  return true;
}

function nodeItem(version: string): ChecklistItem {
  const ok = atLeast(version, NODE_REQUIRED);
  return {
    item: 'node',
    label: "Node's version",
    ok,
    detail: `Node ${version}${ok ? '' : `, older than ${NODE_REQUIRED}`}`,
    ...(!ok && {
      fix: `Install Node.js ${NODE_REQUIRED} or newer (the LTS from nodejs.org), then run \`npm ci\` again ${seeStep('node')}.`,
    }),
  };
}

function gitItem({ installed, name, email }: SetupProbes['git']): ChecklistItem {
  const label = 'git and its identity';
  if (!installed) {
    return {
      item: 'git',
      label,
      ok: false,
      detail: 'git is not installed',
      fix: `Install git (git-scm.com), then tell it who you are ${seeStep('git')}.`,
    };
  }
  const missing = [!name && 'user.name', !email && 'user.email'].filter(Boolean);
  if (missing.length > 0) {
    return {
      item: 'git',
      label,
      ok: false,
      detail: `git does not know your ${missing.join(' and ')}: every save is a commit with your name`,
      fix: `Run \`git config --global user.name "Your Name"\` and \`git config --global user.email you@example.com\` ${seeStep('git')}.`,
    };
  }
  return { item: 'git', label, ok: true, detail: `commits as ${name} <${email}>` };
}

function signInItem(signIn: SetupProbes['signIn']): ChecklistItem {
  const label = 'the Firebase sign-in';
  if ('error' in signIn) {
    return {
      item: 'signIn',
      label,
      ok: false,
      detail: `firebase-tools could not be asked: ${signIn.error}`,
      fix: `Run \`npm ci\` (it installs firebase-tools), then ${SIGN_IN_FIX.charAt(0).toLowerCase()}${SIGN_IN_FIX.slice(1)}`,
    };
  }
  return signIn.email
    ? { item: 'signIn', label, ok: true, detail: `signed in as ${signIn.email}` }
    : {
        item: 'signIn',
        label,
        ok: false,
        detail: 'nobody is signed in to Firebase on this computer',
        fix: SIGN_IN_FIX,
      };
}

function credentialsItem({ credentialsFile, emulatorHost }: SetupProbes): ChecklistItem {
  const label = "Google's application credentials";
  if (emulatorHost) {
    return {
      item: 'credentials',
      label,
      ok: true,
      detail: `not needed: the Firestore emulator at ${emulatorHost} is in use (FIRESTORE_EMULATOR_HOST)`,
    };
  }
  return credentialsFile
    ? { item: 'credentials', label, ok: true, detail: `found in ${credentialsFile}` }
    : {
        item: 'credentials',
        label,
        ok: false,
        detail: 'none on this computer: Firestore cannot be read or written',
        fix: CREDENTIALS_FIX,
      };
}

function projectItem({ projectId, projects, signIn }: SetupProbes): ChecklistItem {
  const problem = projectProblem(projectId, projects, signIn);
  return problem
    ? { item: 'project', label: 'the Firebase project', ok: false, ...problem }
    : {
        item: 'project',
        label: 'the Firebase project',
        ok: true,
        detail: `"${projectId}", found`,
      };
}

/**
 * Why the project cannot be published to, in the checklist's words, or undefined when the
 * signed-in account sees it: publish asks this before anything is built.
 */
export function projectProblem(
  projectId: string | undefined,
  projects: SetupProbes['projects'],
  signIn: SetupProbes['signIn'],
): { detail: string; fix: string } | undefined {
  if (!projectId) {
    return {
      detail: 'no project is chosen yet (.firebaserc names none)',
      fix: `Find the Project ID in the Firebase console (Project settings), then run \`${CHOOSE_PROJECT}\` and commit .firebaserc ${seeStep('project')}.`,
    };
  }
  const malformed = projectIdProblem(projectId);
  if (malformed) {
    return { detail: malformed, fix: `Run \`${CHOOSE_PROJECT}\` with the real id.` };
  }
  if ('error' in signIn || !signIn.email) {
    return {
      detail: `"${projectId}" cannot be looked up: nobody is signed in to Firebase`,
      fix: SIGN_IN_FIX,
    };
  }
  if (projects === undefined || 'error' in projects) {
    const why = projects && 'error' in projects ? `: ${projects.error}` : '';
    return {
      detail: `"${projectId}" cannot be reached: firebase-tools could not list your projects${why}`,
      fix: `Check the connection, then try again; if it says to sign in, ${SIGN_IN_FIX.charAt(0).toLowerCase()}${SIGN_IN_FIX.slice(1)}`,
    };
  }
  if (!projects.includes(projectId)) {
    return {
      detail: `"${projectId}" does not exist, or ${signIn.email} has no access to it`,
      fix: `Check the id in the Firebase console (Project settings > Project ID) and run \`${CHOOSE_PROJECT}\` with it; if it is right, ${ACCESS_FIX.charAt(0).toLowerCase()}${ACCESS_FIX.slice(1)}`,
    };
  }
  return undefined;
}

function accessItem({ access, emulatorHost, projectId }: SetupProbes): ChecklistItem {
  const label = 'access to the project';
  if (emulatorHost) {
    return {
      item: 'access',
      label,
      ok: true,
      detail: `not needed: the Firestore emulator at ${emulatorHost} is in use (FIRESTORE_EMULATOR_HOST)`,
    };
  }
  if (access === undefined) {
    return {
      item: 'access',
      label,
      ok: false,
      detail: 'not checked yet: the items above must be green first',
      fix: 'Fix the red items above, then check again.',
    };
  }
  return 'error' in access
    ? {
        item: 'access',
        label,
        ok: false,
        detail: `Firestore of "${projectId ?? ''}" refused: ${access.error}`,
        fix: ACCESS_FIX,
      }
    : { item: 'access', label, ok: true, detail: `Firestore of "${projectId ?? ''}" answers` };
}

/** The checklist as `npm run setup` prints it. */
export function checklistLines(items: readonly ChecklistItem[]): string[] {
  return items.flatMap(({ ok, label, detail, fix }) => [
    `  ${ok ? '✓' : '✗'} ${label}: ${detail}`,
    ...(!ok && fix ? [`      Fix: ${fix}`] : []),
  ]);
}
