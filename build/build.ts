/**
 * `npm run build`: type-checks the repository, then builds the site from public/ into dist/
 * (build/site-build.ts: the bundle, the photos, every prerendered page).
 *
 * `npm run build -- --preview` builds what `npm run publish -- --preview` shows: the site in
 * JSON mode, from the data file whatever `.env*.local` says (so it shows what the file will
 * put live, not what Firestore holds now), every page marked noindex, and without analytics
 * (the office's own looks at a preview are not visitors).
 */
import { parseCommandLine, runMain } from '../tooling/run-main';
import { buildSite } from './site-build';

runMain('build', async () => {
  const { values } = parseCommandLine({
    options: { preview: { type: 'boolean', default: false } },
  });
  buildSite(
    values.preview
      ? {
          typecheck: true,
          noindex: true,
          env: { VITE_DATA_SOURCE: 'json', VITE_FIREBASE_MEASUREMENT_ID: '' },
        }
      : { typecheck: true },
  );
});
