import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readFirebaseConfig } from '../hosting-routing';
import { ROOT } from '../paths';
import { FIRESTORE_EMULATOR_PORT, LOCAL_HOST } from '../ports';

// The code reads the emulators' ports from firebase.json; these files cannot import them.
describe('emulator addresses outside the code', () => {
  it("firebase.json's emulators listen on the host the code connects to", () => {
    const { emulators } = readFirebaseConfig();
    expect(emulators.hosting.host).toBe(LOCAL_HOST);
    expect(emulators.firestore.host).toBe(LOCAL_HOST);
  });

  it(".env.emulator points the site at firebase.json's Firestore emulator", () => {
    const env = parseEnv(readFileSync(path.join(ROOT, '.env.emulator'), 'utf8'));
    expect(env.VITE_FIRESTORE_EMULATOR_HOST).toBe(`${LOCAL_HOST}:${FIRESTORE_EMULATOR_PORT}`);
  });
});
