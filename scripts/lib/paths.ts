/**
 * Where the build reads and writes. `SITE_PUBLIC_DIR` and `SITE_OUT_DIR` point a build at
 * another public folder and output folder — the phone-photo test site
 * (scripts/phone-photo-site.ts) is built that way beside the real one. vite.config.ts reads the
 * same two variables.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const PUBLIC_DIR = path.resolve(ROOT, process.env.SITE_PUBLIC_DIR || 'public');
export const DIST_DIR = path.resolve(ROOT, process.env.SITE_OUT_DIR || 'dist');

/** Build caches: kept between builds, thrown away with node_modules. */
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache');

/** The data file, relative to the public folder (and to the built site). */
export const DATA_FILE = path.join('assets', 'Data', 'data.json');
