import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root (jsdom gives this module no file: URL).
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The page template's one classic inline script: it hides an unfiltered list before paint. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

describe('the filtered-visit script in index.html', () => {
  it('is allowed by the Content-Security-Policy, by its exact hash', () => {
    const scripts = inlineScripts(read('index.html'));
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    const firebase = JSON.parse(read('firebase.json')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const policies = firebase.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies.length).toBeGreaterThan(0);
    // Editing the script (even reformatting it) changes its hash: update firebase.json with it.
    for (const policy of policies) expect(policy).toContain(`'sha256-${hash}'`);
  });

  it('marks only a visit to the list with a status or city in its URL', () => {
    const script = inlineScripts(read('index.html'))[0] ?? '';
    const marks = (pathname: string, search: string) => {
      document.documentElement.removeAttribute('data-filtered-visit');
      new Function('location', script)({ pathname, search });
      return document.documentElement.hasAttribute('data-filtered-visit');
    };
    expect(marks('/projects', '?status=sold')).toBe(true);
    expect(marks('/projects/', '?city=Carmel')).toBe(true);
    expect(marks('/projects', '?page=2&status=pending')).toBe(true);
    expect(marks('/projects', '')).toBe(false);
    expect(marks('/projects', '?status=')).toBe(false);
    expect(marks('/projects/2417-n-maple-st', '?status=sold')).toBe(false);
    expect(marks('/', '?status=sold')).toBe(false);
  });
});
