import { describe, expect, it } from 'vitest';
import { configuredHeaders } from '../../../tooling/hosting';
import { paintFirstScript } from '../paint-first-entry';

describe('the emitted paint-first script', () => {
  it('is named by its content under assets/, which Hosting caches for a year', () => {
    const { fileName, source } = paintFirstScript();
    expect(source).toContain('data-entry');
    expect(fileName).toMatch(/^assets\/paint-first-[\w-]{8}\.js$/);
    expect(paintFirstScript().fileName).toBe(fileName);
    expect(configuredHeaders(`/${fileName}`).get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
