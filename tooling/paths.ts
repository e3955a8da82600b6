/**
 * Where Node code (the company's commands, the build, the tests) finds the repository and the
 * site's files.
 * `SITE_PUBLIC_DIR` and `SITE_OUT_DIR` point a build at another public folder and output
 * folder: the test sites (tests/support/build-test-site.ts, phone-photo-site.ts) are built that
 * way beside the real one. vite.config.ts reads the same two variables.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_FILE_URL } from '../src/features/projects/data-file.ts';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const PUBLIC_DIR = path.resolve(ROOT, process.env.SITE_PUBLIC_DIR || 'public');
export const DIST_DIR = path.resolve(ROOT, process.env.SITE_OUT_DIR || 'dist');
/** The phone-photo test site (npm run build:phone-photos). */
export const PHONE_DIST_DIR = path.join(ROOT, 'dist-phone');

/** Build caches: kept between builds, thrown away with node_modules. */
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache');

/** The data file, relative to the public folder and to the built site: the URL the site fetches. */
export const DATA_FILE = path.join(...DATA_FILE_URL.split('/'));
