import { describe, expect, it } from 'vitest';
import { PREVIEW_BUILD, previewChannel } from '../preview';
import { commandLine } from '../programs';

describe('preview', () => {
  it('builds from the file, marked noindex, on a channel named for the minute it was made', () => {
    expect(commandLine(PREVIEW_BUILD)).toBe('npm run build -- --preview');
    expect(previewChannel(new Date(2026, 10, 5, 9, 7))).toBe('preview-2026-11-05-0907');
  });
});
