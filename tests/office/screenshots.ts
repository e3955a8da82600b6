/**
 * `npm run screenshots:office`: the pictures in docs/office.md, taken on an office of the tests'
 * own (tests/office/support/office.ts: the tests' four projects, phone photos made here) at a
 * desktop width, each of the part of the screen the doc is about, stored as small PNGs in
 * docs/office/. Run it again when the screen changes, and look at each picture.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { ROOT } from '../../tooling/paths';
import { runMain } from '../../tooling/run-main';
import { openOffice, type Office } from './support/office';
import { BIRCH, LARK, ORCHARD, WALNUT } from './support/portfolio';
import { PHONE_PHOTOS, phonePhotoFiles } from './support/phone-photos';

const OUT = path.join(ROOT, 'docs', 'office');

runMain('screenshots:office', async () => {
  const office = await openOffice({ withoutIdentity: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await take(office, page);
  } finally {
    await browser.close();
    await office.stop();
  }
});

async function take(office: Office, page: Page): Promise<void> {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const edit = async (address: string) => {
    await page.goto(office.url);
    await row(page, address).getByRole('link', { name: 'Edit', exact: true }).click();
    await field('Address').waitFor();
  };

  await page.goto(office.url);
  await row(page, ORCHARD.address).waitFor();
  await shot(page.locator('main'), 'list');

  // Marking a house sold: the facts and the card beside them.
  await edit(WALNUT.address);
  await page.getByRole('radio', { name: 'Sold', exact: true }).check();
  await shot(page.locator('main'), 'edit', { height: 900 });

  // The name, asked once before the first save.
  await save.click();
  const name = page.getByRole('textbox', { name: 'Your name' });
  await name.fill('Pat');
  await shot(page.getByRole('dialog'), 'your-name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByText(`${WALNUT.address}: sold in`).first().waitFor();

  // A number typed with a comma is fine; a word is refused beside its field.
  await edit(BIRCH.address);
  await field('Square feet').fill('about two thousand');
  // The innermost block holding the field: its label, the box and the message.
  const squareFeet = page
    .locator('div')
    .filter({ has: field('Square feet') })
    .last();
  await shot(squareFeet, 'field-problem');

  // A new project from phone photos.
  await page.goto(office.url);
  await page.getByRole('link', { name: 'New project' }).click();
  await field('Address').fill('961 Quail Run Dr');
  await field('City').fill('Indianapolis');
  await field('State').fill('IN');
  await field('Beds').fill('3');
  await field('Baths').fill('2');
  await field('Square feet').fill('1,620');
  const [cover, exterior] = await phonePhotoFiles([PHONE_PHOTOS.level, PHONE_PHOTOS.upright]);
  await page.getByLabel('Add cover photo', { exact: true }).setInputFiles(cover ?? '');
  await page.getByLabel('Add exterior photos', { exact: true }).setInputFiles(exterior ?? '');
  const photos = page.getByRole('region', { name: 'Photos', exact: true });
  await photos.getByRole('listitem').nth(1).waitFor();
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  await shot(photos, 'photos', { height: 900 });

  // Taking a project down, and bringing it back.
  await edit(LARK.address);
  await page.getByRole('button', { name: 'Take down', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('img').waitFor();
  await shot(dialog, 'take-down');
  await dialog.getByRole('button', { name: 'Take down', exact: true }).click();
  const restore = page.getByRole('button', { name: 'Restore' });
  await restore.waitFor();
  await shot(
    page.getByRole('status').or(page.getByRole('alert')).filter({ has: restore }),
    'restore',
  );
  await restore.click();
  await restore.waitFor({ state: 'detached' });
  await page.goto(office.url);
  await row(page, LARK.address).waitFor();
  await shot(page.getByRole('region', { name: 'Saved changes' }), 'saved-changes');

  // A change made elsewhere since the form was opened.
  await edit(ORCHARD.address);
  writeFileSync(
    office.dataFile,
    office.dataText().replace('"sq_footage": 1320,', '"sq_footage": 1340,'),
  );
  await field('Beds').fill('4');
  await save.click();
  const report = page.getByRole('alert').filter({ hasText: 'Square feet' });
  await report.waitFor();
  await shot(report, 'changed-elsewhere');
}

const row = (page: Page, address: string) =>
  page.getByRole('listitem', { name: address, exact: true });

/** A part of the screen as a small PNG (a palette of 256 colours is plenty for a screen). */
async function shot(part: Locator, name: string, { height }: { height?: number } = {}) {
  const picture = await part.screenshot({ animations: 'disabled' });
  let image = sharp(picture);
  const meta = await image.metadata();
  if (height && (meta.height ?? 0) > height) {
    image = sharp(picture).extract({ left: 0, top: 0, width: meta.width ?? 0, height });
  }
  await image
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(path.join(OUT, `${name}.png`));
  console.log(`docs/office/${name}.png`);
}
