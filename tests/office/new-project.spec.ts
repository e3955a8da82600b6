/**
 * A new project from the office manager's phone photos, then its place in the list: added
 * with three 12 MP photos (GPS and camera details, one held upright and stored sideways, one
 * upside down), checked cleaned on disk; moved to the top; and the list reordered by drag and
 * drop, with the keyboard and with a mouse. Each move changes only the moved project's sort.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from '../e2e/support/axe';
import { scaledTimeout } from '../support/host-speed';
import {
  changedLines,
  DATA_FILE_IN_GIT,
  expectOneCommit,
  expectOnlyRecordsChanged,
} from './support/checks';
import { expectCleaned, PHONE_PHOTOS, phonePhotoFiles } from './support/phone-photos';
import { BIRCH, LARK, ORCHARD, WALNUT } from './support/portfolio';
import { expect, field, officeForThisFile, row, test } from './support/test';

const office = officeForThisFile();
const QUAIL = { id: '961-quail-run-dr', address: '961 Quail Run Dr' };
const FOLDER = `assets/projects/${QUAIL.id}`;

/** Each photo, the bin it goes in, and the file add-project would store it as. */
const ADDED = [
  { photo: PHONE_PHOTOS.level, bin: 'Cover', input: 'Add cover photo', stored: 'cover.webp' },
  {
    photo: PHONE_PHOTOS.upright,
    bin: 'Exterior',
    input: 'Add exterior photos',
    stored: 'exterior-1.webp',
  },
  {
    photo: PHONE_PHOTOS.upsideDown,
    bin: 'Kitchen',
    input: 'Add kitchen photos',
    stored: 'kitchen-1.webp',
  },
] as const;

const order = (page: Page) => page.getByRole('list', { name: /projects/i }).getByRole('listitem');

test('adds a project from three phone photos, each cleaned on disk', async ({ page }) => {
  // Three 12 MP photos are decoded and cleaned on a 2-core machine shared with other tests.
  test.setTimeout(scaledTimeout(120_000));
  const files = await phonePhotoFiles(ADDED.map(({ photo }) => photo));
  const before = office().dataText();
  const base = office().head();
  await page.goto(office().url);
  await page
    .getByRole('link', { name: 'New project' })
    .or(page.getByRole('button', { name: 'New project' }))
    .press('Enter');
  await field(page, 'Address').fill(QUAIL.address);
  // The web address is made from the address.
  await expect(field(page, 'Web address')).toHaveValue(QUAIL.id);
  await field(page, 'City').fill('Indianapolis');
  await field(page, 'State').fill('IN');
  await field(page, 'Beds').fill('3');
  await field(page, 'Baths').fill('2');
  await field(page, 'Square feet').fill('1,620');
  await page.getByRole('radio', { name: 'For sale' }).check();
  await page.getByRole('checkbox', { name: 'Full renovation' }).check();
  // The Listing link is left empty: the house is not listed yet.
  await expect(field(page, 'Listing link')).toHaveValue('');

  for (const [index, { bin, input }] of ADDED.entries()) {
    await page.getByLabel(input, { exact: true }).setInputFiles(files[index] ?? '');
    // Its thumbnail shows as it is done, upright as the phone was held.
    const thumbnail = page.getByRole('region', { name: bin, exact: true }).locator('img');
    await expect(thumbnail).toHaveCount(1);
    const { width, height } = ADDED[index]?.photo ?? { width: 0, height: 0 };
    await expect
      .poll(() =>
        thumbnail.evaluate((img: HTMLImageElement) =>
          img.naturalWidth === 0 ? 0 : Math.sign(img.naturalWidth - img.naturalHeight),
        ),
      )
      .toBe(Math.sign(width - height));
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect.poll(() => office().head(), { timeout: scaledTimeout(60_000) }).not.toBe(base);

  expectOnlyRecordsChanged(before, office().dataText(), [QUAIL.id]);
  const record = office()
    .records()
    .find((project) => project.id === QUAIL.id);
  expect(record).toMatchObject({
    id: QUAIL.id,
    beds: 3,
    baths: 2,
    sq_footage: 1620,
    address: { address_line_1: QUAIL.address, city: 'Indianapolis', state: 'IN' },
    is_sold: false,
    pending_sale: false,
    full_renovation: true,
    // Last in the list, as add-project puts a new project.
    sort: 41,
  });
  expect(record?.post ?? '', 'no listing link').toBe('');
  const images = record?.images as Record<string, unknown>[];
  expect(images.map((image) => image.url)).toEqual(
    ADDED.map(({ stored }) => `/${FOLDER}/${stored}`),
  );
  expect(images.map(({ main, exterior, kitchen }) => ({ main, exterior, kitchen }))).toEqual([
    { main: true, exterior: false, kitchen: false },
    { main: false, exterior: true, kitchen: false },
    { main: false, exterior: false, kitchen: true },
  ]);
  for (const [index, { photo, stored }] of ADDED.entries()) {
    const file = path.join(office().publicDir, FOLDER, stored);
    await expectCleaned(file, photo);
    const { width, height } = await sharp(file).metadata();
    expect(images[index], `${stored}'s size in its record`).toMatchObject({ width, height });
  }
  expect(
    office()
      .publicFiles()
      .filter((file) => file.startsWith(FOLDER)),
  ).toEqual(ADDED.map(({ stored }) => `${FOLDER}/${stored}`).sort());
  expectOneCommit(office(), base, `${QUAIL.address}: added with 3 photos`, [
    DATA_FILE_IN_GIT,
    ...ADDED.map(({ stored }) => `public/${FOLDER}/${stored}`),
  ]);

  await page.goto(office().url);
  await expect(row(page, QUAIL.address)).toContainText('5th of 5');
});

test('moves it to the top, by keyboard: only its sort changes', async ({ page }) => {
  const before = office().dataText();
  const base = office().head();
  await page.goto(office().url);
  await row(page, QUAIL.address).getByRole('button', { name: 'Move to top', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(row(page, QUAIL.address)).toContainText('1st of 5');
  await expect(order(page).first()).toHaveAccessibleName(QUAIL.address);
  await expect.poll(() => office().head()).not.toBe(base);

  const after = office().dataText();
  expectOnlyRecordsChanged(before, after, [QUAIL.id]);
  const [removed, added] = changedLines(before, after, QUAIL.id);
  expect(removed).toBe('-"sort": 41,');
  // Any number below the first's (10).
  expect(Number(/^\+"sort": (-?[\d.]+),$/.exec(added ?? '')?.[1])).toBeLessThan(10);
  expect(changedLines(before, after, QUAIL.id)).toHaveLength(2);
  expectOneCommit(office(), base, `${QUAIL.address}: moved to 1st of 5`, [DATA_FILE_IN_GIT]);
});

test('Move up and Move down, each one place', async ({ page }) => {
  await page.goto(office().url);
  // 961 Quail Run Dr, 318 E Walnut St, 4407 Birch Ave, 77 Lark Ln, 2050 Orchard Way.
  await row(page, ORCHARD.address).getByRole('button', { name: 'Move up', exact: true }).click();
  await expect(row(page, ORCHARD.address)).toContainText('4th of 5');
  await row(page, ORCHARD.address).getByRole('button', { name: 'Move down', exact: true }).click();
  await expect(row(page, ORCHARD.address)).toContainText('5th of 5');
  await expect(order(page)).toHaveText([
    new RegExp(QUAIL.address),
    new RegExp(WALNUT.address),
    new RegExp(BIRCH.address),
    new RegExp(LARK.address),
    new RegExp(ORCHARD.address),
  ]);
});

test('drag and drop with the keyboard: the handle, Space, Arrow Up, Space', async ({ page }) => {
  const before = office().dataText();
  const base = office().head();
  await page.goto(office().url);
  const handle = row(page, LARK.address).getByRole('button', { name: 'Drag to reorder' });
  // dnd-kit's live region says each step once it has taken it: a key pressed before then is lost.
  const said = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, over its own place.
  await expect(said).toHaveText(`${LARK.address} would go to 4th of 5.`);
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText(`${LARK.address} would go to 3rd of 5.`);
  await page.keyboard.press('Space');
  await expect(row(page, LARK.address)).toContainText('3rd of 5');
  await expect.poll(() => office().head()).not.toBe(base);

  const after = office().dataText();
  expectOnlyRecordsChanged(before, after, [LARK.id]);
  const [removed, added] = changedLines(before, after, LARK.id);
  expect(removed).toBe('-"sort": 30,');
  // Strictly between its new neighbours': 318 E Walnut St (10) and 4407 Birch Ave (20).
  const sort = Number(/^\+"sort": (-?[\d.]+),$/.exec(added ?? '')?.[1]);
  expect(sort).toBeGreaterThan(10);
  expect(sort).toBeLessThan(20);
  expectOneCommit(office(), base, `${LARK.address}: moved to 3rd of 5`, [DATA_FILE_IN_GIT]);
});

test('drag and drop with a mouse', async ({ page }) => {
  const base = office().head();
  await page.goto(office().url);
  // 961 Quail Run Dr, 318 E Walnut St, 77 Lark Ln, 4407 Birch Ave, 2050 Orchard Way.
  const handle = row(page, ORCHARD.address).getByRole('button', { name: 'Drag to reorder' });
  const from = await handle.boundingBox();
  const to = await row(page, BIRCH.address).boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In steps, as a hand moves: the drag starts after a few pixels.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(row(page, ORCHARD.address)).toContainText('4th of 5');
  await expect.poll(() => office().head()).not.toBe(base);
  expectOneCommit(office(), base, `${ORCHARD.address}: moved to 4th of 5`, [DATA_FILE_IN_GIT]);
});
