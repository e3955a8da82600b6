import { describe, expect, it } from 'vitest';
import { HOSTING_STAND_IN } from '../../tests/support/hosting-stand-in/live-site';
import { runNodeScript } from '../../tests/support/firestore-emulator';

// Publish asks firebase-tools (the Hosting stand-in here, as FIREBASE_BIN) about the sign-in
// and the project before anything else, so a wrong project is named before a build starts.
// No Firestore is reached: the answer comes first.

const publish = (args: string[], env: Record<string, string>) =>
  runNodeScript('seed/publish.ts', args, {
    FIREBASE_BIN: HOSTING_STAND_IN,
    FIRESTORE_EMULATOR_HOST: '',
    ...env,
  });

describe('npm run publish, before anything is built', () => {
  it('names a project that does not exist, or is out of reach, and builds nothing', async () => {
    const result = await publish(['--project', 'crossroads-renovation', '--preview', '--dry-run'], {
      STANDIN_PROJECTS: 'another-project',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '"crossroads-renovation" does not exist, or office@example.com has no access to it',
    );
    expect(result.stderr).toContain('Nothing was built, deployed or written.');
    expect(result.stdout).not.toContain('Step');
  });

  it('refuses a placeholder id, naming it as one', async () => {
    const result = await publish(['--project', 'YOUR_PROJECT_ID', '--preview', '--dry-run'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '"YOUR_PROJECT_ID" is not a Firebase project id, it looks like a placeholder',
    );
    expect(result.stdout).not.toContain('Step');
  });

  it('when nobody is signed in to Firebase, names the setup step that fixes it', async () => {
    const result = await publish(['--project', 'crossroads-renovation', '--history'], {
      STANDIN_SIGNED_IN: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('nobody is signed in to Firebase');
    expect(result.stderr).toContain(
      'Run `npx firebase login` and sign in with the Google account that has access to the project (docs/publishing.md, first-time setup: sign in to Firebase)',
    );
    expect(result.stderr).not.toContain('https://');
  });
});

describe('npm run pull and seed against a live project', () => {
  it('name a project out of reach before reading anything', async () => {
    for (const script of ['seed/pull.ts', 'seed/seed.ts']) {
      const result = await runNodeScript(script, ['--project', 'crossroads-renovation'], {
        FIREBASE_BIN: HOSTING_STAND_IN,
        FIRESTORE_EMULATOR_HOST: '',
        STANDIN_PROJECTS: 'another-project',
      });
      expect(result.code, script).toBe(1);
      expect(result.stderr).toContain(
        '"crossroads-renovation" does not exist, or office@example.com has no access to it',
      );
    }
  });
});
