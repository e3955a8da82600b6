import type { Page } from '@playwright/test';
import { expect, gotoAndWait, test } from './support/test';

/**
 * Every photo with a `srcset` on the list and on a project page (cards, the cover, comparisons,
 * carousels) fetches the smallest copy that covers it as it is drawn, at
 * the widths visitors use and at screen densities 1, 2 and 3. One test per width, density and
 * page, each a visit of a few seconds in a new browser context, so no copy is in a cache from a
 * previous look.
 */

/**
 * A phone, the tablet's two columns, three columns at 1024 px (the scrollbar narrows the page
 * there), and a screen wider than the content column (1024 px): every wider screen draws the
 * photos exactly as 1280 px does.
 */
const WIDTHS = [390, 768, 1024, 1280];
const DENSITIES = [1, 2, 3];
/** Cards, and a project page with comparisons and carousels. */
const PAGES = ['/projects', '/projects/412-s-9th-ave'];

type Drawn = {
  /** What the photo shows, for messages. */
  alt: string;
  /** Its box on screen (CSS px). */
  width: number;
  /** The width its `sizes` gave the browser: a `w` candidate's natural width is that width. */
  sizesWidth: number;
  chosen: string;
  candidates: { url: string; width: number }[];
};

/**
 * Brings each photo into view, waits until it has decoded, and reads what the browser chose,
 * in one call into the page (a call per photo took a tenth longer).
 */
async function drawnPhotos(page: Page): Promise<Drawn[]> {
  const drawn = await page.locator('main img[srcset]').evaluateAll(async (images) => {
    const read: Drawn[] = [];
    for (const img of images as HTMLImageElement[]) {
      // Down the page only: scrolling a carousel sideways would move its slides.
      const { top } = img.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + top - window.innerHeight / 2);
      // A carousel's next slide is clipped out of view: a lazy photo there would wait for
      // a swipe. Loading it now picks its copy by the same srcset and sizes.
      img.loading = 'eager';
      await img.decode();
      const source = [...(img.parentElement?.querySelectorAll('source') ?? [])].find((element) =>
        element.srcset.includes(new URL(img.currentSrc).pathname),
      );
      const srcset = source?.srcset ?? img.srcset;
      read.push({
        alt: img.alt,
        width: img.getBoundingClientRect().width,
        sizesWidth: img.naturalWidth,
        chosen: new URL(img.currentSrc).pathname,
        candidates: srcset.split(',').map((candidate) => {
          const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
          return { url: new URL(url, location.href).pathname, width: parseInt(descriptor, 10) };
        }),
      });
    }
    return read;
  });
  expect(drawn.length, 'photos with a srcset').toBeGreaterThan(0);
  return drawn;
}

test.describe('photo sizes @any-width', () => {
  for (const width of WIDTHS) {
    for (const density of DENSITIES) {
      test.describe(`at ${width}px × ${density}`, () => {
        test.use({ viewport: { width, height: 900 }, deviceScaleFactor: density });

        for (const path of PAGES) {
          test(`${path}: every photo fetches the smallest copy that covers it`, async ({
            page,
          }) => {
            const fetched: string[] = [];
            page.on('request', (request) => {
              if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
            });
            await gotoAndWait(page, path);
            const photos = await drawnPhotos(page);
            for (const photo of photos) {
              const where = `${photo.alt} on ${path} at ${width}px × ${density}`;
              // The sizes attribute tells the browser how wide the photo is drawn, to a pixel.
              expect(
                Math.abs(photo.sizesWidth - photo.width),
                `${where}: sizes`,
              ).toBeLessThanOrEqual(1);
              const widths = photo.candidates
                .map((candidate) => candidate.width)
                .sort((a, b) => a - b);
              const covering =
                widths.find((copy) => copy >= photo.width * density) ?? widths.at(-1);
              const chosen = photo.candidates.find(({ url }) => url === photo.chosen);
              expect(chosen?.width, `${where}: ${photo.chosen}`).toBe(covering);
            }
            // The high-priority photo is fetched once: the very copy it shows.
            const first = photos[0];
            if (!first) throw new Error(`no photos on ${path}`);
            const base = first.chosen.replace(/-\d+\.\w+$/, '-');
            expect(fetched.filter((url) => url.startsWith(base))).toEqual([first.chosen]);
          });
        }
      });
    }
  }
});
