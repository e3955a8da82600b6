import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, held by planting imports in files where they
 * are (or are not) allowed, so the rules cannot quietly stop matching.
 */
const eslint = new ESLint();

async function restrictions(filePath: string, from: string): Promise<string[]> {
  const code = `import { planted } from '${from}';\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/components/planted.tsx', '../features/projects/components/portfolio-gate'],
    ['src/components/planted.tsx', '../features/projects/project-logic'],
    ['src/lib/planted.ts', '../app/router'],
    ['src/config/planted.ts', '../features/home/home-page'],
    ['src/config/__tests__/planted.test.ts', '../../features/projects/project-logic'],
  ])('shared layers never import a feature or the app: %s ← %s', async (file, from) => {
    expect(await restrictions(file, from)).toEqual([expect.stringMatching(/never import/)]);
  });

  it.each([
    ['src/features/home/planted.tsx', '../projects/components/project-grid'],
    ['src/features/home/planted.tsx', '../projects/data/projects-store'],
    ['src/features/projects/components/planted.tsx', '../../home/sections/banner'],
    ['src/features/projects/data/__tests__/planted.test.ts', '../../../about/parts/x'],
  ])("a feature never reaches into another's folders: %s ← %s", async (file, from) => {
    expect(await restrictions(file, from)).toEqual([expect.stringMatching(/top level/)]);
  });

  it.each([
    ['src/features/home/planted.tsx', '../projects/portfolio-preview'],
    ['src/features/home/planted.tsx', '../../components/section-heading'],
    ['src/features/projects/components/planted.tsx', '../../home/about-splash'],
    ['src/features/projects/components/planted.tsx', './project-grid'],
    ['src/features/projects/data/planted.ts', '../project-schema'],
    ['src/features/projects/__tests__/planted.test.tsx', '../../../app/__tests__/render-site'],
    ['src/app/planted.tsx', '../features/projects/components/project-card'],
  ])('allows %s ← %s', async (file, from) => {
    expect(await restrictions(file, from)).toEqual([]);
  });

  it.each([
    ['src/lib/planted.ts', '../../scripts/lib/paths'],
    ['src/features/projects/data/planted.ts', '../../../../seed/seed-plan'],
    ['src/app/planted.ts', '../../tooling/paths'],
  ])('src/ never imports Node code: %s ← %s', async (file, from) => {
    expect(await restrictions(file, from)).toEqual([expect.stringMatching(/runs in the browser/)]);
  });

  it.each([
    ['seed/planted.ts', '../scripts/photos/photo-plan', /tooling/],
    ['seed/__tests__/planted.test.ts', '../../scripts/add-project/options', /tooling/],
    ['scripts/planted.ts', '../seed/seed-plan', /tooling/],
    ['scripts/photos/planted.ts', '../../seed/photos', /tooling/],
  ])('seed/ and scripts/ never import each other: %s ← %s', async (file, from, message) => {
    expect(await restrictions(file, from)).toEqual([expect.stringMatching(message)]);
  });

  it('allows seed/ and scripts/ the shared tooling/ and the app', async () => {
    expect(await restrictions('seed/planted.ts', '../tooling/paths')).toEqual([]);
    expect(await restrictions('scripts/planted.ts', '../src/config/routes')).toEqual([]);
  });

  it('still keeps MUI to one path per component wherever a boundary applies', async () => {
    expect(await restrictions('src/features/home/planted.tsx', '@mui/material')).toEqual([
      expect.stringMatching(/@mui\/material\/Name/),
    ]);
  });
});
