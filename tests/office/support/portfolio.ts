/**
 * The tests' portfolio: `tests/office/fixtures/portfolio.json` (four projects, their photos
 * made here) or a generated one, written into a copy's public folder in place of the
 * company's projects, in the data file's own layout.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { formatDataFile } from '../../../src/features/projects/data-file';
import { DATA_FILE } from '../../../tooling/paths';

type ProjectRecord = Record<string, unknown> & { id: string };
export type PortfolioFile = { projects: ProjectRecord[] };

const FIXTURE = fileURLToPath(new URL('../fixtures/portfolio.json', import.meta.url));

/** The fixture's records, as its file holds them. */
function fixturePortfolio(): PortfolioFile {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as PortfolioFile;
}

/** The fixture's projects by address, for the tests to name them as the office manager does. */
export const WALNUT = { id: '318-e-walnut-st', address: '318 E Walnut St' };
export const BIRCH = { id: '4407-birch-ave', address: '4407 Birch Ave' };
export const LARK = { id: '77-lark-ln', address: '77 Lark Ln' };
export const ORCHARD = { id: '2050-orchard-way', address: '2050 Orchard Way' };

/**
 * `count` projects in list order, `${n} Test St`, sharing one cover photo: a list of 1,000 whose
 * data file is as large as the company's would be.
 */
export function generatedPortfolio(count: number): PortfolioFile {
  const cover = '/assets/projects/shared/main.webp';
  return {
    projects: Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      return {
        id: `${n}-test-st`,
        sort: n,
        beds: 1 + (n % 5),
        baths: 1 + (n % 3) * 0.5,
        sq_footage: 800 + ((n * 37) % 2400),
        address: { address_line_1: `${n} Test St`, city: 'Indianapolis', state: 'IN' },
        is_sold: n % 3 === 0,
        pending_sale: n % 3 === 1,
        year_sold: n % 3 === 0 ? 2015 + (n % 10) : null,
        full_remodel: n % 2 === 0,
        full_renovation: false,
        post: `https://listings.example.com/homes/${n}`,
        images: [{ url: cover, main: true, width: 640, height: 480 }],
      };
    }),
  };
}

/**
 * Replaces the company's projects under `publicDir` with `portfolio`: its data file, and a
 * small photo of its own (bytes differ from every other) at each local URL it names.
 */
export async function writePortfolio(
  publicDir: string,
  portfolio: PortfolioFile = fixturePortfolio(),
): Promise<void> {
  rmSync(path.join(publicDir, 'assets', 'projects'), { recursive: true, force: true });
  writeFileSync(path.join(publicDir, DATA_FILE), formatDataFile(portfolio));
  const urls = new Set(
    JSON.stringify(portfolio)
      .match(/"\/assets\/projects\/[^"]+"/g)
      ?.map((quoted) => quoted.slice(1, -1)),
  );
  await Promise.all(
    [...urls].map(async (url, index) => {
      const file = path.join(publicDir, ...url.split('/'));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await fixturePhoto(index));
    }),
  );
}

/** A 640×480 WebP, its colours from `index`, so no two photos share their bytes. */
function fixturePhoto(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="100%" height="100%" fill="hsl(${hue} 45% 60%)"/>
  <rect x="${40 + ((index * 29) % 400)}" y="260" width="200" height="160" fill="hsl(${(hue + 180) % 360} 50% 30%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
