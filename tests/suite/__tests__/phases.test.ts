import { PHASES } from '../phases';

describe("npm test's phases", () => {
  it('type-check and lint in the first phase, before any build: an error there fails early', () => {
    expect(PHASES[0]).toEqual(expect.arrayContaining(['typecheck', 'lint']));
  });

  it('run every check once', () => {
    const scripts = PHASES.flat();
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts).toEqual(
      expect.arrayContaining(['test:unit', 'test:emulator', 'test:e2e', 'test:perf']),
    );
  });
});
