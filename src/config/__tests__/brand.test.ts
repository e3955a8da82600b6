import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand, THEME_COLOR } from '../brand';

const colours = (text: string) =>
  [...new Set(text.match(/#[0-9a-f]{6}\b/gi) ?? [])].map((colour) => colour.toLowerCase());

// The files drawn as they are, in colours the code does not set.
describe('brand colours outside the code', () => {
  it("index.html's theme colour is the brand's", () => {
    const html = readFileSync('index.html', 'utf8');
    expect(/<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1]).toBe(THEME_COLOR);
  });

  it.each(['public/favicon.svg', 'src/components/logo-mark.svg'])(
    '%s draws in brand colours only',
    (file) => {
      const used = colours(readFileSync(file, 'utf8'));
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((colour) => !Object.values<string>(brand).includes(colour))).toEqual([]);
    },
  );
});
