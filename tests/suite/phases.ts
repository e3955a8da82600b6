/**
 * `npm test`'s phases: each phase's npm scripts, one phase after the other; more than one in a
 * phase run side by side (docs/testing.md says where that was measured to pay).
 *
 * - The checks that need no build, the type-check and lint (ESLint, Prettier, knip), come
 *   first, so a type or formatting error fails in the first minute rather than after both
 *   builds.
 * - The phone-photo site builds beside them: on a clean clone it encodes the photo copies once
 *   into the shared cache, from which the build and the publish and undo tests' builds (in
 *   copies of the repository) then take them.
 * - The builds come before the emulator tests for that reason, and before everything that
 *   tests what they built: the site of the fixture portfolio (dist/) and of none (dist-empty/),
 *   never of the company's public/ (tests/support/fixtures.ts), and the site at 1,000 projects
 *   (dist-large/).
 * - The office's end-to-end tests need no build (they build the office's screen once, in
 *   their global set-up) and keep both cores busy, so they run alone, after the site's.
 */
export const PHASES: readonly (readonly string[])[] = [
  ['typecheck', 'lint', 'build:phone-photos'],
  ['build:test', 'build:large'],
  ['test:bundle'],
  ['test:unit', 'test:emulator'],
  ['test:e2e'],
  ['test:e2e:office'],
  ['test:engines', 'test:e2e:firestore'],
  ['test:perf'],
];
