import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

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
      // MUI icons and components are imported one path at a time for tree-shaking.
      'no-restricted-imports': [
        'error',
        {
          paths: [
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
          ],
        },
      ],
    },
  },
  {
    // Route tables and test files are not hot-reloaded components.
    files: ['src/app/router.tsx', '**/__tests__/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
