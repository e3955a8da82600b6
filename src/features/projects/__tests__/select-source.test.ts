import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FIREBASE_VARIABLES } from '../../../config/demo-project';

// select-source reads import.meta.env when called and env.ts caches what it
// parsed, so each case stubs the variables and imports fresh modules.
async function selectWith(vars: Record<string, string>) {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  vi.resetModules();
  const { selectPortfolioSource } = await import('../select-source');
  return selectPortfolioSource();
}

const firestoreConfig = {
  VITE_DATA_SOURCE: 'firestore',
  ...DEMO_FIREBASE_VARIABLES,
};

describe('selectPortfolioSource', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    consoleError.mockRestore();
  });

  it('serves the shipped data file by default', async () => {
    const source = await selectWith({ VITE_DATA_SOURCE: '' });
    expect(source.name).toBe('data file');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('serves the data file and names the mistake when VITE_DATA_SOURCE is misspelt', async () => {
    const source = await selectWith({ VITE_DATA_SOURCE: 'firebase' });
    expect(source.name).toBe('data file');
    expect(consoleError).toHaveBeenCalledWith(
      'Serving the shipped data file.',
      expect.objectContaining({
        message: expect.stringContaining('VITE_DATA_SOURCE must be "json" or "firestore"'),
      }),
    );
  });

  it('serves the data file and lists what is missing when Firestore is not configured', async () => {
    const source = await selectWith({
      ...firestoreConfig,
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: '',
    });
    expect(source.name).toBe('data file');
    expect(consoleError).toHaveBeenCalledWith(
      'Firestore could not be initialised; serving the shipped data file.',
      expect.objectContaining({
        problems: ['VITE_FIREBASE_API_KEY is missing', 'VITE_FIREBASE_APP_ID is missing'],
      }),
    );
  });

  it('reads the Firestore projects collection when configured', async () => {
    const source = await selectWith(firestoreConfig);
    expect(source.name).toBe('Firestore "projects" collection');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
