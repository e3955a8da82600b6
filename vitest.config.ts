// The unit and emulator tests' configuration: the site's own (vite.config.ts: its plugins,
// aliases and public folder, so the tests run the modules the build bundles) and how Vitest
// runs. Kept apart from vite.config.ts, which every build and `npm start` load, so that they
// reach nothing of the test harness.
import { defineConfig, mergeConfig } from 'vitest/config';
import siteConfig from './vite.config.ts';
import { scaledTimeout } from './tests/support/host-speed.ts';

export default defineConfig((env) =>
  mergeConfig(siteConfig(env), {
    test: {
      // Tests of code that runs in the browser say so: `// @vitest-environment jsdom`.
      environment: 'node',
      globals: true,
      setupFiles: ['src/test-setup.ts'],
      include: [
        'src/**/__tests__/**/*.test.{ts,tsx}',
        'seed/**/__tests__/**/*.test.ts',
        'build/**/__tests__/**/*.test.ts',
        'tests/**/__tests__/**/*.test.ts',
        'tests/emulator/*.test.ts',
        'tooling/**/__tests__/**/*.test.ts',
        'docs/__tests__/*.test.ts',
        'office/**/__tests__/**/*.test.{ts,tsx}',
      ],
      css: false,
      // Whole pages under jsdom are slow on a busy 2-core CI machine; these are not timing
      // tests. Longer still on a slower or busier host (tests/support/host-speed.ts).
      testTimeout: scaledTimeout(20_000),
    },
  }),
);
