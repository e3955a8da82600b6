import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, held by planting imports in files where they
 * are (or are not) allowed, each written three ways, so the rules cannot quietly stop matching.
 */
const eslint = new ESLint();
const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-syntax',
  'no-restricted-imports',
]);

/**
 * The file a relative import from `file` names. The rules judge the file an import resolves to
 * and pass over one that resolves to nothing, so every planted import must name a real module.
 */
function resolved(file: string, specifier: string): string {
  const base = path.resolve(ROOT, path.dirname(file), specifier);
  const found = ['.ts', '.tsx'].map((extension) => base + extension).find(existsSync);
  if (!found) throw new Error(`${specifier} from ${file} names no module: plant another.`);
  return found;
}

/** The ways one file can import another, each with the rule that judges it. */
const FORMS = {
  import: (specifier: string) =>
    `import { planted } from '${specifier}';\nexport const used = planted;`,
  'export from': (specifier: string) => `export { planted } from '${specifier}';`,
  'import()': (specifier: string) => `export const load = () => import('${specifier}');`,
};
type Form = keyof typeof FORMS;
const RULE_OF: Record<Form, string> = {
  import: 'import-x/no-restricted-paths',
  'export from': 'import-x/no-restricted-paths',
  'import()': 'import-x/no-restricted-paths',
};

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

async function plant(file: string, specifier: string, form: Form): Promise<string[]> {
  resolved(file, specifier);
  return lint(file, FORMS[form](specifier));
}

/** Each case in every form: [file, import, form, …rest]. */
const inEveryForm = <Rest extends unknown[]>(cases: [string, string, ...Rest][]) =>
  cases.flatMap(([file, specifier, ...rest]) =>
    (Object.keys(FORMS) as Form[]).map(
      (form) => [file, specifier, form, ...rest] as [string, string, Form, ...Rest],
    ),
  );

const NEVER_A_FEATURE = /never import a feature/;
const NEVER_THE_APP = /never import the app shell/;
const TOP_LEVEL_ONLY = /top level/;
const BROWSER_ONLY = /runs in the browser/;
const THROUGH_TOOLING = /share code through tooling\/ only/;
const TOOLING_IMPORTS_NONE = /tooling\/ is what .* share: it imports none of them/;
const APP_THROUGH_TOP_LEVEL = /app shell \(src\/app\/\) reaches a feature only/;
const FEATURE_TOP_LEVEL = /Node code reaches a feature only through the modules at its top level/;
const SEED_TESTS_OWN = /serves the commands' own tests/;
const OFFICE_OWN_AUDIENCE = /Nothing imports the office/;
const OFFICE_SERVER_USES = /The office's server \(office\/server\/\) uses seed\/, tooling\//;
const OFFICE_SCREEN_BROWSER = /The office's screen \(office\/app\/\) runs in the browser/;
const OFFICE_THROUGH_TOP_LEVEL = /The office reaches the site through its top-level modules/;

/** [file, import, the error]: one case per boundary of docs/architecture.md and way to cross it. */
const FORBIDDEN: [string, string, RegExp][] = [
  // Shared layers never import a feature; shared layers and features never import the app.
  ['src/components/planted.tsx', '../features/projects/components/project-grid', NEVER_A_FEATURE],
  ['src/components/planted.tsx', '../features/projects/project-logic', NEVER_A_FEATURE],
  ['src/config/planted.ts', '../features/home/home-page', NEVER_A_FEATURE],
  ['src/styles/planted.css.ts', '../features/home/home.css', NEVER_A_FEATURE],
  [
    'src/config/__tests__/planted.test.ts',
    '../../features/projects/project-logic',
    NEVER_A_FEATURE,
  ],
  ['src/lib/planted.ts', '../app/router', NEVER_THE_APP],
  ['src/styles/planted.css.ts', '../app/layout/site-header.css', NEVER_THE_APP],
  ['src/features/home/planted.tsx', '../../app/router', NEVER_THE_APP],
  // A feature never reaches into another's folders, however the path is written.
  ['src/features/home/planted.tsx', '../projects/components/project-grid', TOP_LEVEL_ONLY],
  ['src/features/home/planted.tsx', '../projects/data/json-source', TOP_LEVEL_ONLY],
  ['src/features/home/planted.tsx', '../../features/projects/data/json-source', TOP_LEVEL_ONLY],
  [
    'src/features/home/sections/planted.tsx',
    '../../../features/projects/hooks/use-photo-viewer',
    TOP_LEVEL_ONLY,
  ],
  ['src/features/about/planted.tsx', '../projects/pages/project-details-page', TOP_LEVEL_ONLY],
  ['src/features/about/planted.tsx', '../projects/data/__tests__/json-source.test', TOP_LEVEL_ONLY],
  [
    'src/features/about/__tests__/planted.test.ts',
    '../../projects/data/fallback-source',
    TOP_LEVEL_ONLY,
  ],
  // The app shell takes a feature's pages for its routes, and the rest from its top level.
  ['src/app/planted.tsx', '../features/projects/components/project-card', APP_THROUGH_TOP_LEVEL],
  ['src/app/planted.tsx', '../features/projects/data/json-source', APP_THROUGH_TOP_LEVEL],
  [
    'src/app/layout/planted.tsx',
    '../../features/projects/hooks/use-photo-viewer',
    APP_THROUGH_TOP_LEVEL,
  ],
  // src/ never imports Node code.
  ['src/lib/planted.ts', '../../tooling/paths', BROWSER_ONLY],
  ['src/features/projects/data/planted.ts', '../../../../seed/seed-plan', BROWSER_ONLY],
  ['src/app/planted.ts', '../../tests/support/chromium', BROWSER_ONLY],
  ['src/app/planted.ts', '../../build/site-build', BROWSER_ONLY],
  ['src/main-planted.ts', '../tooling/ports', BROWSER_ONLY],
  // The company's commands, the build and the test harness share code through tooling/ only;
  // tooling/ imports none of them.
  ['seed/planted.ts', '../build/photos/photo-plan', THROUGH_TOOLING],
  ['seed/planted.ts', '../tests/support/chromium', THROUGH_TOOLING],
  ['seed/__tests__/planted.test.ts', '../../build/site-build', THROUGH_TOOLING],
  ['build/planted.ts', '../seed/seed-plan', THROUGH_TOOLING],
  ['build/photos/planted.ts', '../../seed/photos', THROUGH_TOOLING],
  ['build/planted.ts', '../tests/support/host-speed', THROUGH_TOOLING],
  ['build/__tests__/planted.test.ts', '../../seed/add-project-options', THROUGH_TOOLING],
  ['tooling/planted.ts', '../seed/seed-plan', TOOLING_IMPORTS_NONE],
  ['tooling/planted.ts', '../build/vite-manifest', TOOLING_IMPORTS_NONE],
  ['tooling/planted.ts', '../tests/support/chromium', TOOLING_IMPORTS_NONE],
  // Node code reaches a feature through its top-level modules only.
  ['seed/planted.ts', '../src/features/projects/data/json-source', FEATURE_TOP_LEVEL],
  ['build/planted.ts', '../src/features/projects/components/project-card', FEATURE_TOP_LEVEL],
  ['tooling/planted.ts', '../src/features/projects/data/json-source', FEATURE_TOP_LEVEL],
  ['tests/e2e/planted.ts', '../../src/features/projects/hooks/use-photo-viewer', FEATURE_TOP_LEVEL],
  // The site's tests never use the test harness: one that needs it lives in tests/emulator/.
  [
    'src/features/projects/data/__tests__/planted.test.ts',
    '../../../../../tests/support/firestore-emulator',
    /never import the test harness/,
  ],
  // The commands' tests keep their helpers; helpers other tests need are the harness's.
  [
    'src/features/projects/data/__tests__/planted.test.ts',
    '../../../../../seed/__tests__/seed-plan.test',
    SEED_TESTS_OWN,
  ],
  ['tests/e2e/planted.ts', '../../seed/__tests__/publish.test', SEED_TESTS_OWN],
  ['tests/e2e/planted.ts', '../../seed/release/__tests__/steps.test', SEED_TESTS_OWN],
  // The office is an audience of its own: its server is Node code that uses seed/, tooling/
  // and the site's top-level modules; its screen runs in the browser; nothing imports either.
  ['src/lib/planted.ts', '../../office/api', OFFICE_OWN_AUDIENCE],
  ['seed/planted.ts', '../office/server/app', OFFICE_OWN_AUDIENCE],
  ['build/planted.ts', '../office/server/guard', OFFICE_OWN_AUDIENCE],
  ['tooling/planted.ts', '../office/api', OFFICE_OWN_AUDIENCE],
  ['tests/office/planted.ts', '../../office/server/app', OFFICE_OWN_AUDIENCE],
  ['office/server/planted.ts', '../../build/photos/photo-plan', OFFICE_SERVER_USES],
  ['office/server/planted.ts', '../../tests/support/chromium', OFFICE_SERVER_USES],
  ['office/app/planted.ts', '../server/app', OFFICE_SCREEN_BROWSER],
  ['office/app/planted.ts', '../../tooling/photo-encoder', OFFICE_SCREEN_BROWSER],
  ['office/app/planted.ts', '../../seed/add-project-plan', OFFICE_SCREEN_BROWSER],
  ['office/app/planted.ts', '../../seed/seed-plan', OFFICE_SCREEN_BROWSER],
  ['office/app/planted.ts', '../../src/app/router', OFFICE_THROUGH_TOP_LEVEL],
  [
    'office/app/planted.ts',
    '../../src/features/projects/components/project-card',
    OFFICE_THROUGH_TOP_LEVEL,
  ],
  [
    'office/server/planted.ts',
    '../../src/features/projects/data/json-source',
    OFFICE_THROUGH_TOP_LEVEL,
  ],
];

describe('import boundaries', () => {
  it.each(inEveryForm(FORBIDDEN))('forbids %s ← %s (%s)', async (file, from, form, message) => {
    expect(await plant(file, from, form)).toEqual([
      expect.stringMatching(new RegExp(`^${RULE_OF[form]}: .*${message.source}`)),
    ]);
  });

  it.each(
    inEveryForm([
      ['src/features/home/planted.tsx', '../projects/portfolio-preview'],
      ['src/features/home/planted.tsx', '../../components/section-heading'],
      ['src/features/projects/components/planted.tsx', '../../home/about-splash'],
      ['src/features/projects/components/planted.tsx', './project-grid'],
      ['src/features/projects/data/planted.ts', '../project-schema'],
      ['src/features/projects/__tests__/planted.test.tsx', '../../../app/__tests__/render-site'],
      ['src/lib/__tests__/planted.test.ts', '../../../tooling/paths'],
      ['src/app/planted.tsx', '../features/projects/project-loaders'],
      ['src/app/__tests__/planted.test.tsx', '../../features/projects/__tests__/project-fixtures'],
      ['src/app/planted.tsx', '../features/projects/pages/project-details-page'],
      ['seed/planted.ts', '../tooling/paths'],
      ['seed/planted.ts', '../src/features/projects/firestore-paths'],
      ['seed/__tests__/planted.test.ts', '../../tests/support/host-speed'],
      ['build/planted.ts', '../src/config/routes'],
      ['build/planted.ts', '../src/features/projects/firestore-paths'],
      ['build/planted.ts', '../tooling/photo-encoder'],
      ['tests/planted.ts', '../build/vite-manifest'],
      ['tests/support/planted.ts', '../../seed/release/carry'],
      ['tests/e2e/planted.ts', '../../src/features/projects/__tests__/project-fixtures'],
      ['tests/emulator/planted.test.ts', '../../src/features/projects/data/firestore-source'],
      ['office/server/planted.ts', '../../seed/add-project-plan'],
      ['office/server/planted.ts', '../../tooling/photo-encoder'],
      ['office/server/planted.ts', '../../src/features/projects/project-schema'],
      ['office/server/planted.ts', '../api'],
      ['office/app/planted.ts', '../api'],
      ['office/app/planted.ts', '../../seed/project-form'],
      ['office/app/planted.ts', '../../seed/photo-bins'],
      ['office/app/planted.ts', '../../src/features/projects/project-logic'],
      ['office/app/planted.ts', '../../src/components/button'],
      ['office/app/planted.ts', '../../src/lib/responsive-image'],
      ['office/app/planted.ts', '../../src/styles/theme'],
      ['tests/office/planted.ts', '../../office/api'],
    ]),
  )('allows %s ← %s (%s)', async (file, from, form) => {
    expect(await plant(file, from, form)).toEqual([]);
  });

  it('refuses import.meta.glob, whose files the boundaries cannot judge, saying what to use', async () => {
    expect(
      await lint(
        'src/features/home/planted.tsx',
        "export const modules = import.meta.glob('../projects/data/*.ts');",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Load a module on demand with import\(\)/),
    ]);
  });

  it('keeps run-time style packages (@mui, @emotion) out of the site, saying why', async () => {
    for (const source of [
      "import Dialog from '@mui/material/Dialog';\nexport const used = Dialog;",
      "import { css } from '@emotion/react';\nexport const used = css;",
    ]) {
      expect(await lint('src/features/home/planted.tsx', source)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*run time.*static CSS/),
      ]);
    }
  });
});
