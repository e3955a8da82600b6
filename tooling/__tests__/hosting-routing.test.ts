import { describe, expect, it } from 'vitest';
import { pageDataUrl } from '../../src/features/projects/page-data';
import { configuredHeaders, readFirebaseConfig, resolveHostingPath } from '../hosting-routing';

// A built site's files, as the routing sees them (paths relative to dist/).
const FILES = new Set([
  'index.html',
  'about-us.html',
  'projects.html',
  'projects/4611-n-graceland-ave.html',
  'app-shell.html',
  'assets/index-AbCdEf12.js',
  'assets/Data/data.json',
  'assets/Data/pages/projects.json',
  'assets/Data/pages/no-such-project.json',
  'assets/Data/pages/projects/4611-n-graceland-ave.json',
  'assets/projects/4611-n-graceland-ave/main-800.webp',
]);
const isFile = async (relative: string) => FILES.has(relative);

describe("firebase.json's routing", () => {
  it.each([
    ['/', 'index.html'],
    ['/about-us', 'about-us.html'],
    ['/projects', 'projects.html'],
    ['/projects/4611-n-graceland-ave', 'projects/4611-n-graceland-ave.html'],
    ['/assets/Data/data.json', 'assets/Data/data.json'],
    [
      '/assets/projects/4611-n-graceland-ave/main-800.webp',
      'assets/projects/4611-n-graceland-ave/main-800.webp',
    ],
    ['/projects/added-later', 'app-shell.html'],
    ['/no-such-page', 'app-shell.html'],
    ['/assetsx/page', 'app-shell.html'],
    ['/asset', 'app-shell.html'],
  ])('%s serves %s', async (pathname, file) => {
    expect(await resolveHostingPath(pathname, isFile)).toEqual({ file });
  });

  it.each([
    ['/about-us/', '/about-us'],
    ['/about-us.html', '/about-us'],
    ['/index.html', '/'],
  ])('%s redirects to %s', async (pathname, redirect) => {
    expect(await resolveHostingPath(pathname, isFile)).toEqual({ redirect });
  });

  it('as a client-rendered app, gives every page path the shell and files as they are', async () => {
    for (const pathname of ['/', '/about-us', '/projects/4611-n-graceland-ave']) {
      expect(await resolveHostingPath(pathname, isFile, { pages: false })).toEqual({
        file: 'app-shell.html',
      });
    }
    expect(await resolveHostingPath('/assets/index-AbCdEf12.js', isFile, { pages: false })).toEqual(
      { file: 'assets/index-AbCdEf12.js' },
    );
  });

  it("answers a project's page data with its file, and a project without one with the build's null", async () => {
    const file = (url: string) => ({ file: url.slice(1) });
    for (const id of ['4611-n-graceland-ave', 'sold-and-gone']) {
      expect(await resolveHostingPath(pageDataUrl.project(id), isFile), id).toEqual(
        file(id === 'sold-and-gone' ? pageDataUrl.noSuchProject : pageDataUrl.project(id)),
      );
    }
    expect(await resolveHostingPath(pageDataUrl.projects, isFile)).toEqual(
      file(pageDataUrl.projects),
    );
  });

  it('answers 404 where no rule reaches', async () => {
    const config = { ...readFirebaseConfig().hosting, rewrites: [] };
    expect(await resolveHostingPath('/no-such-page', isFile, { config })).toBeUndefined();
  });

  // A tab of an earlier release asking for code no kept release has fails at once, instead of
  // getting the shell as JavaScript; so does a photo that is gone.
  it.each([
    '/assets/index-Gone1234.js',
    '/assets/about-page-Gone1234.css',
    '/assets/projects/4611-n-graceland-ave/gone-800.webp',
    '/assets/Data/other.json',
    '/assets',
  ])('answers 404 for %s, an asset no release has', async (pathname) => {
    expect(await resolveHostingPath(pathname, isFile)).toBeUndefined();
  });

  it("keeps its page rewrite to what Hosting's RE2 accepts: no lookaround, no backreference", () => {
    for (const { regex } of readFirebaseConfig().hosting.rewrites ?? []) {
      expect(regex ?? '').not.toMatch(/\(\?<?[=!]|\\[1-9]/);
    }
  });
});

describe("firebase.json's headers", () => {
  it('caches fingerprinted bundles for a year, pages and their data not at all', () => {
    expect(configuredHeaders('/assets/index-AbCdEf12.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const page of ['/', '/projects/4611-n-graceland-ave', '/app-shell.html']) {
      expect(configuredHeaders(page).get('cache-control'), page).toBe('no-cache');
    }
    for (const data of ['/assets/Data/data.json', pageDataUrl.projects, pageDataUrl.project('x')]) {
      expect(configuredHeaders(data).get('cache-control'), data).toBe('no-cache');
    }
    expect(configuredHeaders('/assets/projects/x/main-800.webp').has('cache-control')).toBe(false);
  });

  it('sends the security headers everywhere', () => {
    const headers = configuredHeaders('/projects/added-later');
    expect(headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
