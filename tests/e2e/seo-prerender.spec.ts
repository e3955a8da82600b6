import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { readFixturePortfolio } from '../support/fixtures';
import { waitForPage } from './support/test';

/**
 * Prerendered pages: what a crawler or a link preview gets from plain HTTP, what a
 * visitor sees before any script runs, and a hydration that changes nothing.
 * These do not depend on the viewport, so they run once (desktop project).
 */

const ORIGIN = 'https://www.crossroadsrenovation.com';
const PROJECT = '/projects/4611-n-graceland-ave';

type Expected = { path: string; title: string; h1: string; image: string };
const PAGES: Expected[] = [
  {
    path: '/',
    title: 'Crossroads Renovation | Indianapolis Remodeling & Renovation',
    h1: 'Get a free quote for your investment property',
    image: `${ORIGIN}/og-image.png`,
  },
  {
    path: '/about-us',
    title: 'About Us | Crossroads Renovation',
    h1: 'About Us',
    image: `${ORIGIN}/og-image.png`,
  },
  {
    path: '/projects',
    title: 'All Projects | Crossroads Renovation',
    h1: 'All Projects',
    image: `${ORIGIN}/og-image.png`,
  },
  {
    path: PROJECT,
    title: '4611 N Graceland Ave | Crossroads Renovation',
    h1: '4611 N Graceland Ave',
    // The largest responsive copy of the cover: the original never ships.
    image: `${ORIGIN}/assets/projects/4611-n-graceland-ave/main-1280.webp`,
  },
];

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** Console errors and warnings, and uncaught errors, from the moment the page opens. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

test.describe('prerendered HTML @any-width', () => {
  for (const expected of PAGES) {
    test(`${expected.path} answers plain HTTP with content, metadata and JSON-LD`, async ({
      request,
    }) => {
      const response = await request.get(expected.path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      expect(decode(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(expected.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const canonical = expected.path === '/' ? `${ORIGIN}/` : `${ORIGIN}${expected.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:image" content="${expected.image}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(decode(html)).toContain(`>${expected.h1}</h1>`);
      // Styles come with the HTML: its head links the site's stylesheet (static CSS built from
      // the *.css.ts files), so the first paint needs no script.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css"/);

      const blocks = jsonLd(html);
      expect(blocks[0]).toMatchObject({
        '@type': 'HomeAndConstructionBusiness',
        name: 'Crossroads Renovation',
        address: { addressLocality: 'Indianapolis', addressRegion: 'IN' },
      });
      if (expected.path === PROJECT) {
        expect(blocks[1]).toMatchObject({ '@type': 'BreadcrumbList' });
      }
      // Inline scripts are data blocks, except those the CSP allows by their exact hash
      // (index.html's filtered-visit script): nothing else inline could run.
      const policy = response.headers()['content-security-policy'] ?? '';
      for (const [, attributes = '', body = ''] of html.matchAll(
        /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
        const hash = createHash('sha256').update(body).digest('base64');
        expect(policy, 'an inline script the CSP allows').toContain(`'sha256-${hash}'`);
      }
    });
  }

  test('the project page shows its address and price banner without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PROJECT);
    await expect(
      page.getByRole('heading', { level: 1, name: '4611 N Graceland Ave' }),
    ).toBeVisible();
    await expect(page.getByText('Sold 2021')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kitchen' })).toBeVisible();
    // Styled, not raw HTML: the header is the sticky white bar.
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe(
      'sticky',
    );
    await context.close();
  });

  test('the list shows its first cards and Load more count without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/projects');
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await expect(page.getByRole('status')).toHaveText('Showing 10 of 10 projects');
    await context.close();
  });

  test('sitemap.xml and robots.txt are built from the data', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${ORIGIN}${PROJECT}`);
    expect(locs).toHaveLength(3 + 10);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});

test.describe('hydration @any-width', () => {
  /** Pages whose first photo is a high-priority cover (`fetchpriority="high"`). */
  const WITH_COVER = ['/projects', PROJECT];

  // One visit each: what the first load fetched, then the hydrated page at work.
  for (const expected of PAGES) {
    const cover = WITH_COVER.includes(expected.path);
    test(`${expected.path} hydrates without a warning and becomes interactive${cover ? '; the high-priority cover is fetched once, by its image' : ''}`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      const photos: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') photos.push(new URL(request.url()).pathname);
      });
      await page.goto(expected.path);

      if (cover) {
        await test.step('the high-priority cover is fetched once, by its image', async () => {
          const image = page.locator('main img[fetchpriority="high"]');
          await expect(image).toHaveJSProperty('complete', true);
          const shown = await image.evaluate(
            (img) => new URL((img as HTMLImageElement).currentSrc).pathname,
          );
          expect(shown).toMatch(/-\d+\.avif$/);
          // The one copy of this cover fetched is the one the <picture> shows.
          const coverCopies = shown.replace(/-\d+\.avif$/, '-');
          expect(photos.filter((photo) => photo.startsWith(coverCopies))).toEqual([shown]);
          // Started by the image itself (resource timing names what started it), which the
          // browser's preload scanner finds early in the markup, at high priority.
          const initiators = await page.evaluate(
            (url) =>
              performance
                .getEntriesByName(url)
                .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
            new URL(shown, page.url()).href,
          );
          expect(initiators).toEqual(['img']);
        });
      }

      await test.step('hydrates without a warning and becomes interactive', async () => {
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1, name: expected.h1 })).toBeVisible();
        await expect(page).toHaveTitle(expected.title);
        // A client-side navigation proves React owns the page.
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'About Us' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
        expect(messages).toEqual([]);
      });
    });
  }

  test('a prerendered page fetches no data: it carries its own, and links bring theirs', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/Data/')) requests.push(pathname);
    });
    const messages = watchConsole(page);
    await page.goto(PROJECT);
    await waitForPage(page);
    await expect(
      page.getByRole('heading', { level: 1, name: '4611 N Graceland Ave' }),
    ).toBeVisible();
    expect(requests).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(
      readFixturePortfolio().projects.length,
    );
    expect(requests).toEqual(['/assets/Data/pages/projects.json']);
    expect(messages).toEqual([]);
  });

  test('a project added after the build renders on the client, with the spinner first', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Its page data, as the next build (or Firestore) would give it; its HTML is the host's shell.
    await page.route('**/assets/Data/pages/projects/added-later.json', async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace('added-later', '4611-n-graceland-ave'),
      });
      const record = (await response.json()) as Record<string, unknown>;
      await held;
      await route.fulfill({
        response,
        json: {
          ...record,
          id: 'added-later',
          sort: 999,
          address: { address_line_1: '1 Added Later Ln', city: 'Indianapolis', state: 'IN' },
        },
      });
    });
    const messages = watchConsole(page);
    await page.goto('/projects/added-later');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: '1 Added Later Ln' })).toBeVisible();
    expect(messages).toEqual([]);
  });
});
