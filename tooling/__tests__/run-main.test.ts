import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberOption, parseCommandLine, runMain, ScriptError, UsageError } from '../run-main';

describe('parseCommandLine', () => {
  const options = { runs: { type: 'string' }, dry: { type: 'boolean' } } as const;

  it('reads the options it is given', () => {
    expect(parseCommandLine({ args: ['--runs=3', '--dry'], options }).values).toEqual({
      runs: '3',
      dry: true,
    });
  });

  it('refuses an unknown option or a missing value as a usage error', () => {
    expect(() => parseCommandLine({ args: ['--rnus=3'], options })).toThrow(UsageError);
    expect(() => parseCommandLine({ args: ['--runs'], options })).toThrow(UsageError);
    expect(() => parseCommandLine({ args: ['stray'], options })).toThrow(UsageError);
  });
});

describe('numberOption', () => {
  it('is undefined when the option is absent, the number when it is one', () => {
    expect(numberOption('sort', undefined)).toBeUndefined();
    expect(numberOption('sort', '-2.5')).toBe(-2.5);
    expect(numberOption('runs', '3', { integer: true, min: 1 })).toBe(3);
  });

  it.each([
    ['x', {}],
    ['', {}],
    ['NaN', {}],
    ['1.5', { integer: true }],
    ['0', { integer: true, min: 1 }],
  ])('refuses "%s" (%o) naming the option', (value, rules) => {
    expect(() => numberOption('runs', value, rules)).toThrow(
      new RegExp(`--runs must be .*, not "${value}"`),
    );
    expect(() => numberOption('runs', value, rules)).toThrow(UsageError);
  });
});

describe('runMain', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  async function exitOf(main: () => Promise<number | undefined>, usage?: string) {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runMain('demo', main as () => Promise<number>, usage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const code = process.exitCode;
    process.exitCode = exitCode;
    return { code, printed: error.mock.calls.map((call) => call.join(' ')).join('\n') };
  }

  it('exits with what main returns, 0 for nothing', async () => {
    expect((await exitOf(async () => 3)).code).toBe(3);
    expect((await exitOf(async () => undefined)).code).toBe(0);
  });

  it('exits 2 on a usage error, with the message and the usage text', async () => {
    const { code, printed } = await exitOf(async () => {
      throw new UsageError('--runs must be a number, not "x".');
    }, 'Usage: demo [--runs=N]');
    expect(code).toBe(2);
    expect(printed).toBe('demo: --runs must be a number, not "x".\n\nUsage: demo [--runs=N]');
  });

  it('exits 1 on any other failure, an expected one without a stack', async () => {
    const expected = await exitOf(async () => {
      throw new ScriptError('no dist/: build first');
    });
    expect(expected).toEqual({ code: 1, printed: 'demo: no dist/: build first' });
    expect((await exitOf(async () => Promise.reject(new Error('boom')))).code).toBe(1);
  });
});
