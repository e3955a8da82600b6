import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// MUI icons and components are imported one path at a time for tree-shaking.
const MUI_ROOTS = [
  {
    name: '@mui/material',
    message: "Import '@mui/material/Name' instead.",
    allowTypeImports: true,
  },
  {
    name: '@mui/icons-material',
    message: "Import '@mui/icons-material/Name' instead.",
    allowTypeImports: true,
  },
];

/** One `no-restricted-imports` setting: the MUI roots everywhere, plus a folder's boundaries. */
function restrictImports(patterns) {
  return ['error', { paths: MUI_ROOTS, patterns }];
}

/** A relative import that climbs out of its folder and into `folder/` (a top-level name). */
const into = (folders, message) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})/`,
  message,
});

const NODE_CODE = into(
  ['seed', 'scripts', 'tooling'],
  'src/ runs in the browser: it never imports seed/, scripts/ or tooling/ (tests aside).',
);
const FEATURES = into(
  ['features'],
  'Shared layers (components/, lib/, config/) never import a feature: move what both need down.',
);
const APP = into(['app'], 'Features and shared layers never import the app shell (src/app/).');
/**
 * From a file `depth` folders inside its feature, `../`×(depth+1) reaches src/features/; one
 * more folder after another feature's name is that feature's own (components/, data/, …).
 */
const otherFeatureInternals = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/[^/]+/`,
  message:
    "A feature reaches another only through the modules at that feature's top level (src/features/<name>/*.ts(x)).",
});
const SCRIPTS = into(['scripts'], 'seed/ and scripts/ share code through tooling/ only.');
const SEED = into(['seed'], 'scripts/ and seed/ share code through tooling/ only.');

/**
 * Import direction, enforced (docs/architecture.md, "Import boundaries"): app → features →
 * shared (components/, lib/, config/); features reach each other through their top-level
 * modules; seed/ and scripts/ share only tooling/. One block per folder, since a file takes
 * the last `no-restricted-imports` setting that matches it; tests may also use Node helpers
 * and the app's test renderer.
 */
function importBoundaries() {
  const groups = [
    { files: ['src/{components,lib,config}/**/*.{ts,tsx}'], patterns: [FEATURES, APP] },
    ...[0, 1, 2, 3].map((depth) => ({
      files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      patterns: [APP, otherFeatureInternals(depth)],
    })),
  ];
  return [
    ...groups.flatMap(({ files, patterns }) => [
      {
        files,
        ignores: ['**/__tests__/**'],
        rules: { 'no-restricted-imports': restrictImports([...patterns, NODE_CODE]) },
      },
      {
        // A test may render the whole site (src/app/__tests__/render-site.tsx).
        files: files.map((glob) => [glob, '**/__tests__/**']),
        rules: {
          'no-restricted-imports': restrictImports(patterns.filter((pattern) => pattern !== APP)),
        },
      },
    ]),
    {
      files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
      ignores: ['**/__tests__/**'],
      rules: { 'no-restricted-imports': restrictImports([NODE_CODE]) },
    },
    { files: ['seed/**/*.ts'], rules: { 'no-restricted-imports': restrictImports([SCRIPTS]) } },
    { files: ['scripts/**/*.ts'], rules: { 'no-restricted-imports': restrictImports([SEED]) } },
    {
      files: ['tooling/**/*.ts'],
      rules: { 'no-restricted-imports': restrictImports([SEED, SCRIPTS]) },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-phone',
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
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': restrictImports([]),
    },
  },
  ...importBoundaries(),
  {
    // Route tables and test files are not hot-reloaded components.
    files: ['src/app/router.tsx', '**/__tests__/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
