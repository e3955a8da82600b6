import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// The site's look is static CSS (`*.css.ts`, compiled at build time), and its first load has a
// 130 KiB budget. These packages compute styles at run time on every element, which was most of
// a low-tier phone's blocking time on the list page (docs/architecture.md, "Decisions").
const RUN_TIME_STYLES = [
  {
    group: ['@mui/*', '@emotion/*'],
    message:
      "These packages compute styles at run time, which was most of a low-tier phone's blocking time: the site's look is static CSS (*.css.ts). Use the kit in src/components (Button, Dialog, Icon) or the platform; docs/architecture.md, 'Adding a section or a page'.",
  },
];

// The first Intl formatter or collator a page makes loads ICU's data for it: most of the entry's
// evaluation, and 150–200 ms of a low-tier phone's blocking time (docs/changelog.md).
const LOCALE_DATA =
  "Intl and the toLocale*/localeCompare methods load ICU's locale data when first used, which was most of a low-tier phone's blocking time at start-up: use src/lib/plain-numbers.ts (formatNumber, compareNames), or add what you need there, tested against Intl.";

const ROOT = import.meta.dirname;
const FEATURES = readdirSync(path.join(ROOT, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import direction, enforced (docs/architecture.md, "Import boundaries"): app → features →
 * shared (components/, lib/, config/, styles/); features reach each other through their top-level
 * modules; src/ never imports Node code. Node code is homed by audience: the company's commands
 * (seed/), the build (build/) and the test harness (tests/) share only tooling/, which imports
 * none of them; the tests may use the commands and the build they
 * test; and Node code reaches a feature only through its top-level modules. Each zone forbids
 * files under `target` to import files under `from`, judged by the path an import resolves to
 * (static, `export … from`, `import()`), however it is written. Paths
 * are from the repository's root.
 */
const NODE_CODE = ['seed', 'build', 'tests', 'tooling'];
/** The pure modules of seed/ that the office's screen shares with its server (browser-safe). */
const OFFICE_SCREEN_SEED = [
  'project-form.ts',
  'photo-bins.ts',
  'change-report.ts',
  'web-address.ts',
];
const ZONES = {
  sharedToFeatures: {
    target: ['src/components', 'src/lib', 'src/config', 'src/styles'],
    from: 'src/features',
    message:
      'Shared layers (components/, lib/, config/, styles/) never import a feature: move what both need down.',
  },
  toApp: {
    target: ['src/components', 'src/lib', 'src/config', 'src/styles', 'src/features'],
    from: 'src/app',
    message: 'Features and shared layers never import the app shell (src/app/).',
  },
  // A feature's folders (components/, data/, …) are its own: `!(name)/*/**/*` is a file at
  // least one folder inside another feature.
  otherFeatureInternals: FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: `src/features/!(${feature})/*/**/*`,
    message:
      "A feature reaches another only through the modules at that feature's top level (src/features/<name>/*.ts(x)).",
  })),
  // The app shell places a feature's pages in its routes; all else it takes from the modules at
  // the feature's top level, as another feature does.
  appToFeatureInternals: {
    target: 'src/app',
    from: 'src/features/*/!(pages|__tests__)/**/*',
    message:
      "The app shell (src/app/) reaches a feature only through the modules at its top level and its pages/ (the routes' elements).",
  },
  // The same for Node code; a feature's test fixtures (__tests__/) serve the Node tests too.
  nodeToFeatureInternals: {
    target: NODE_CODE,
    from: 'src/features/*/!(__tests__)/**/*',
    message:
      'Node code reaches a feature only through the modules at its top level (src/features/<name>/*.ts), such as projects/firestore-paths.ts.',
  },
  srcToNodeCode: {
    target: 'src',
    from: NODE_CODE,
    message:
      'src/ runs in the browser: it never imports seed/, build/, tests/ or tooling/ (tests aside).',
  },
  companyToOthers: {
    target: 'seed',
    from: ['build', 'tests'],
    message:
      "The company's commands (seed/), the build (build/) and the test harness (tests/) share code through tooling/ only.",
  },
  buildToOthers: {
    target: 'build',
    from: ['seed', 'tests'],
    message:
      "The build (build/), the company's commands (seed/) and the test harness (tests/) share code through tooling/ only.",
  },
  toolingToOthers: {
    target: 'tooling',
    from: ['seed', 'build', 'tests'],
    message:
      'tooling/ is what seed/, build/ and tests/ share: it imports none of them, so each can use it.',
  },
  // The office (office/, npm run office) is an audience of its own: the company's screen in
  // the browser (office/app/) and its server on this computer (office/server/), with the HTTP
  // contract between them (office/api.ts). Nothing else imports it.
  officeServerToOthers: {
    target: 'office/server',
    from: ['build', 'tests', 'office/app'],
    message:
      "The office's server (office/server/) uses seed/, tooling/, a feature's top-level modules and office/api.ts: not build/, tests/ or the screen (office/app/).",
  },
  officeToFeatureInternals: {
    target: 'office',
    from: ['src/features/*/!(__tests__)/**/*', 'src/app/**/*'],
    message:
      "The office reaches the site through its top-level modules (src/features/<name>/*.ts(x)), src/components, src/lib, src/config and src/styles: never src/app/ or a feature's folders.",
  },
  officeAppToNodeCode: [
    {
      target: 'office/app',
      from: ['build', 'tests', 'tooling', 'office/server'],
      message:
        "The office's screen (office/app/) runs in the browser: it never imports Node code (office/server/, tooling/, build/, tests/); it asks the server (office/api.ts).",
    },
    {
      target: 'office/app',
      from: 'seed',
      except: OFFICE_SCREEN_SEED.map((file) => `./${file}`),
      message: `The office's screen (office/app/) runs in the browser: of seed/ it imports only the pure modules it shares with the server (${OFFICE_SCREEN_SEED.join(', ')}).`,
    },
  ],
  toOffice: [
    {
      target: ['src', 'seed', 'build', 'tooling'],
      from: 'office',
      message: 'Nothing imports the office (office/): it is an audience of its own.',
    },
    {
      // The office's end-to-end tests speak its HTTP contract.
      target: 'tests',
      from: 'office',
      except: ['./api.ts'],
      message:
        'Nothing imports the office (office/): it is an audience of its own; its tests drive it over HTTP (office/api.ts).',
    },
  ],
  // src/ is held to this by srcToNodeCode already, its tests by TEST_ZONES below.
  toSeedTests: {
    target: ['build', 'tests', 'tooling', 'office'],
    from: 'seed/**/__tests__/**',
    message:
      "A __tests__/ folder in seed/ serves the commands' own tests: what other tests share lives in tests/support/.",
  },
};
/**
 * Tests may also use Node helpers, the test harness's support (tests/support/) and render the
 * whole site (src/app/__tests__/render-site.tsx); the site's tests never use the commands' test
 * helpers either.
 */
const TEST_ZONES = {
  ...ZONES,
  toApp: [],
  srcToNodeCode: {
    target: 'src',
    from: 'tests',
    message:
      "src/ and its tests never import the test harness (tests/): a test of the site's code that needs it (the Firestore emulator) lives in tests/emulator/.",
  },
  companyToOthers: { ...ZONES.companyToOthers, from: ['build'] },
  buildToOthers: { ...ZONES.buildToOthers, from: ['seed'] },
  toSeedTests: { ...ZONES.toSeedTests, target: ['src', ...ZONES.toSeedTests.target] },
  // The office's server tests may use the harness's support (host speed, fixtures).
  officeServerToOthers: { ...ZONES.officeServerToOthers, from: ['build', 'office/app'] },
};

/** The boundary rule's setting: the zones, flattened. */
function boundaries(zones) {
  return {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: ROOT, zones: Object.values(zones).flat() },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-phone',
      'dist-large',
      'dist-empty',
      'node_modules',
      'test-results',
      'playwright-report',
      '.firebase',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: RUN_TIME_STYLES }],
      ...boundaries(ZONES),
      // No rule reads the files a glob matches, so the boundaries above could not judge them.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.type='MetaProperty'][callee.property.name='glob']",
          message:
            'Load a module on demand with import() (a page: route.lazy in src/app/router.tsx), which the import boundaries judge; they cannot see the files import.meta.glob matches.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: LOCALE_DATA }],
      'no-restricted-properties': [
        'error',
        ...[
          'toLocaleString',
          'toLocaleDateString',
          'toLocaleTimeString',
          'toLocaleUpperCase',
          'toLocaleLowerCase',
          'localeCompare',
        ].map((property) => ({ property, message: LOCALE_DATA })),
        ...['globalThis', 'window', 'self'].map((object) => ({
          object,
          property: 'Intl',
          message: LOCALE_DATA,
        })),
      ],
    },
  },
  {
    files: ['**/__tests__/**'],
    rules: {
      ...boundaries(TEST_ZONES),
      // Tests hold plain-numbers.ts to Intl's output.
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    // The site's Firestore source and rules against the emulator: tests of a feature's own
    // modules that need the harness, so they live in tests/ and may reach inside the feature.
    files: ['tests/emulator/**'],
    rules: boundaries({ ...TEST_ZONES, nodeToFeatureInternals: [] }),
  },
  {
    // Route tables and test files are not hot-reloaded components.
    files: ['src/app/router.tsx', '**/__tests__/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
