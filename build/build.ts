/**
 * `npm run build`: type-checks the repository, then builds the site from public/ into dist/
 * (build/site-build.ts: the bundle, the photos, every prerendered page).
 *
 * `npm run build -- --release` builds what `npm run publish` puts live: the site configured
 * by the committed `.env.release` alone (tooling/release-env.ts), whatever this computer's
 * `.env*.local` files or shell say, so every computer publishes the same site.
 *
 * `npm run build -- --preview` builds what `npm run publish -- --preview` shows: the release's
 * configuration, but in JSON mode, from the data file (so it shows what the file will put live,
 * not what Firestore holds now), every page marked noindex, and without analytics (the
 * office's own looks at a preview are not visitors).
 */
import { ROOT } from '../tooling/paths';
import { releaseVariables, readReleaseEnv, siteSettings } from '../tooling/release-env';
import { parseCommandLine, runMain, UsageError } from '../tooling/run-main';
import { buildSite } from './site-build';

runMain('build', async () => {
  const { values } = parseCommandLine({
    options: {
      preview: { type: 'boolean', default: false },
      release: { type: 'boolean', default: false },
    },
  });
  if (values.preview && values.release) throw new UsageError('Pass --preview or --release.');
  if (!values.preview && !values.release) return buildSite({ typecheck: true });
  const variables = releaseVariables(readReleaseEnv(ROOT).text);
  // Checked here as the site checks it, so a bad committed file fails before minutes of build.
  siteSettings(variables);
  buildSite(
    values.preview
      ? {
          typecheck: true,
          noindex: true,
          onlyVariables: {
            ...variables,
            VITE_DATA_SOURCE: 'json',
            VITE_FIREBASE_MEASUREMENT_ID: '',
          },
        }
      : { typecheck: true, onlyVariables: variables },
  );
});
