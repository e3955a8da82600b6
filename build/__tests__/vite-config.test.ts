import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../tooling/paths';

// Every `npm run build`, `npm start` and test run loads vite.config.ts; what its loader warns
// about is printed by each of them.

afterEach(() => void vi.unstubAllEnvs());

async function loadConfig() {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(ROOT, 'vite.config.ts'),
    ROOT,
    'warn',
    logger,
  );
  const files = (loaded?.dependencies ?? []).map((file) =>
    path.relative(ROOT, file).split(path.sep).join('/'),
  );
  return { warnings, files };
}

describe('vite.config.ts', () => {
  it('loads without a warning: every import it reaches names its file', async () => {
    // The variable would hide the warning this test is about.
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', undefined);
    expect((await loadConfig()).warnings).toEqual([]);
  });

  it('reaches nothing of the test harness (tests/): builds and the dev server are not tests', async () => {
    const { files } = await loadConfig();
    expect(files.filter((file) => file.startsWith('tests/'))).toEqual([]);
  });

  it('leaves out the photo encoder and the schema, which only the dev server uses (dev-photos.ts)', async () => {
    const { files } = await loadConfig();
    expect(files).toContain('build/photos/dev-photos.ts');
    expect(
      files.filter((file) => /photo-encoder|photo-plan|project-(records|schema)/.test(file)),
    ).toEqual([]);
  });
});
