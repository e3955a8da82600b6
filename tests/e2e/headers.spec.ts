import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { DATA_FILE_URL } from '../../src/features/projects/data-file';
import { configuredHeaders, headerRules, resolveHostingPath } from '../../tooling/hosting-routing';
import { expect, gotoAndWait, test } from './support/test';

/**
 * Hosting headers as the emulator serves them from our firebase.json. Values are
 * read from firebase.json; what is checked on top is the policy a reviewer would
 * insist on whatever the exact values.
 */

// brand.ink, the viewer's background, as the browser reports it.
const INK = 'rgb(11, 15, 20)';
const HTML_PATHS = ['/', '/home', '/about-us', '/projects', '/projects/some-id', '/nope'];

function builtScriptPath(): string {
  const index = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
  const match = readFileSync(index, 'utf8').match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error('dist/index.html has no /assets/*.js entry script');
  return match[1];
}

function maxAge(cacheControl: string | undefined): number | null {
  const match = cacheControl?.match(/(?:^|[,\s])(?:s-)?max-age=(\d+)/);
  return match?.[1] ? Number(match[1]) : null;
}

function cspDirective(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

async function expectConfiguredHeaders(response: APIResponse, pathname: string): Promise<void> {
  const actual = response.headers();
  for (const [key, value] of configuredHeaders(pathname)) {
    expect(actual[key], `${key} on ${pathname}`).toBe(value);
  }
}

test.describe('hosting headers @any-width', () => {
  test('firebase.json declares the security and cache headers', () => {
    expect(headerRules.length, 'hosting.headers rules in firebase.json').toBeGreaterThan(0);
    for (const pathname of HTML_PATHS) {
      const keys = [...configuredHeaders(pathname).keys()];
      expect(keys, `headers configured for ${pathname}`).toEqual(
        expect.arrayContaining([
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'cache-control',
        ]),
      );
    }
    const dataKeys = [...configuredHeaders(DATA_FILE_URL).keys()];
    expect(dataKeys, `headers configured for ${DATA_FILE_URL}`).toEqual(
      expect.arrayContaining(['x-content-type-options', 'cache-control']),
    );
  });

  for (const pathname of HTML_PATHS) {
    test(`HTML at ${pathname}`, async ({ request }) => {
      const response = await request.get(pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      await expectConfiguredHeaders(response, pathname);

      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, 'Content-Security-Policy').not.toBe('');
      const scripts = cspDirective(csp, 'script-src') ?? cspDirective(csp, 'default-src') ?? '';
      expect(scripts, 'script-src (or default-src)').not.toBe('');
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain("'unsafe-inline'");
      // Styles are static stylesheets from the site itself: no inline style at all.
      expect(cspDirective(csp, 'style-src')).toBe("style-src 'self'");
      // No plugins at all: a policy without object-src would let default-src decide.
      expect(cspDirective(csp, 'object-src')).toBe("object-src 'none'");

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      // A new deploy must show on the next visit: HTML is revalidated every time.
      expect(headers['cache-control'], 'HTML Cache-Control').toMatch(/no-cache|no-store|max-age=0/);
    });
  }

  test('the data file', async ({ request }) => {
    const response = await request.get(DATA_FILE_URL);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    await expectConfiguredHeaders(response, DATA_FILE_URL);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    // data.json keeps its name across edits, so it must never be cached as immutable.
    const cacheControl = headers['cache-control'] ?? '';
    expect(cacheControl, 'data.json Cache-Control').not.toContain('immutable');
    expect(maxAge(cacheControl) ?? 0, 'data.json max-age').toBeLessThanOrEqual(3600);
  });

  // Code or a photo that no kept release has fails at once, never as the shell's HTML with 200
  // (a module of text/html is a MIME error); the same paths as tooling/hosting-routing.ts
  // answers.
  test('an asset no release has is a 404; pages keep the shell', async ({ request }) => {
    const gone = [
      '/assets/index-Gone1234.js',
      '/assets/about-page-Gone1234.css',
      '/assets/projects/4611-n-graceland-ave/gone-800.webp',
    ];
    for (const pathname of gone) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(404);
      expect(await resolveHostingPath(pathname, async () => false), pathname).toBeUndefined();
    }
    const page = await request.get('/projects/added-later');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  test('fingerprinted build assets are cached for long', async ({ request }) => {
    const script = builtScriptPath();
    const response = await request.get(script);
    expect(response.status()).toBe(200);
    await expectConfiguredHeaders(response, script);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(maxAge(response.headers()['cache-control']) ?? 0).toBeGreaterThanOrEqual(31_536_000);
  });

  test('the app runs under its Content-Security-Policy', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
      );
    });
    for (const pathname of ['/', '/about-us', '/projects', '/nope']) {
      await gotoAndWait(page, pathname);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, `CSP violations on ${pathname}`).toEqual([]);
    }
    // A details page: images and carousels under the same policy.
    await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, 'CSP violations on a details page').toEqual([]);

    // The photo viewer, loaded on demand, opens styled by its own stylesheet under the CSP.
    await page
      .getByRole('link', { name: /^View full screen: / })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    // Without its stylesheet the dialog would be a small white box in the middle of the screen.
    await expect(viewer).toHaveCSS('background-color', INK);
    const afterViewer = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(afterViewer, 'CSP violations with the photo viewer open').toEqual([]);
  });
});
