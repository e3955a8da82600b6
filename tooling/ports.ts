/**
 * The local servers' ports, one place for all of them. The Hosting and Firestore emulators' are
 * firebase.json's own (`emulators.*.port`), which `firebase emulators:*` reads; the others are
 * ours. A test holds firebase.json's emulator hosts and `.env.emulator` to these.
 */
import { readFirebaseConfig } from './hosting-routing.ts';

/** Every local server listens here, never on every interface. */
export const LOCAL_HOST = '127.0.0.1';

const { emulators } = readFirebaseConfig();

/** `dist/` on the Hosting emulator: `npm run serve`, and what the e2e tests visit. */
export const HOSTING_PORT = emulators.hosting.port;
/**
 * Google's Firestore emulator when started by hand (`firebase emulators:start`); `npm run
 * emulators` starts its own on a free port instead, and says where in FIRESTORE_EMULATOR_HOST.
 */
export const FIRESTORE_EMULATOR_PORT = emulators.firestore.port;
/** The phone-photo test site (`dist-phone/`) on a second Hosting emulator, beside it. */
export const PHONE_PHOTO_SITE_PORT = 5051;
/** The Firestore-mode site (`dist-emulator/`) in `npm run test:e2e:firestore`. */
export const FIRESTORE_SITE_PORT = 5052;
/** The site at 1,000 projects (`dist-large/`, `npm run build:large`) on a third, in the e2e tests. */
export const LARGE_SITE_PORT = 5053;
/** The site with no project (`dist-empty/`, `npm run build:test`) on a fourth, in the e2e tests. */
export const EMPTY_SITE_PORT = 5054;
/** Vite's dev server (`npm start`). */
export const DEV_SERVER_PORT = 5173;
/** Vite's preview server (`npm run preview`, `npm run screenshots`). */
export const PREVIEW_PORT = 4173;

export const localUrl = (port: number) => `http://${LOCAL_HOST}:${port}`;
