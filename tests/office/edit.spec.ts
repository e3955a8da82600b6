/**
 * The office manager's everyday edits: the portfolio at a glance, a house marked sold, a
 * square footage typed with a comma, a project's photos rearranged, and a bad value refused
 * beside its field — each checked in the data file (only that record's lines change) and in
 * git (one commit, in words).
 */
import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../e2e/support/axe';
import {
  changedLines,
  DATA_FILE_IN_GIT,
  expectOneCommit,
  expectOnlyRecordsChanged,
  hashes,
} from './support/checks';
import { BIRCH, LARK, ORCHARD, WALNUT } from './support/portfolio';
import { expect, field, officeForThisFile, row, test, WIDTHS } from './support/test';

const office = officeForThisFile();
const THIS_YEAR = new Date().getFullYear();
const IN_LIST_ORDER = [WALNUT, BIRCH, LARK, ORCHARD].map((project) => project.address);

test('the portfolio at a glance, at phone, tablet and desktop widths', async ({ page }) => {
  for (const { name, width, height } of WIDTHS) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(office().url);
      const list = page.getByRole('list', { name: /projects/i });
      await expect(list.getByRole('listitem')).toHaveCount(IN_LIST_ORDER.length);
      // In list order, each named by its address, with its place, city and banners.
      for (const [index, address] of IN_LIST_ORDER.entries()) {
        await expect(list.getByRole('listitem').nth(index)).toHaveAccessibleName(address);
        await expect(row(page, address)).toContainText(
          `${['1st', '2nd', '3rd', '4th'][index]} of 4`,
        );
      }
      await expect(row(page, WALNUT.address)).toContainText('Indianapolis');
      await expect(row(page, WALNUT.address)).toContainText('For Sale');
      await expect(row(page, WALNUT.address)).toContainText('Full Remodel');
      await expect(row(page, BIRCH.address)).toContainText('Pending');
      await expect(row(page, LARK.address)).toContainText('Sold 2023');
      // Every row's cover thumbnail, drawn.
      for (const address of IN_LIST_ORDER) {
        const cover = row(page, address).getByRole('img').or(row(page, address).locator('img'));
        await expect(cover.first()).toBeVisible();
        await expect
          .poll(() => cover.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      for (const control of ['Edit', 'Move up', 'Move down', 'Move to top']) {
        await expect(
          row(page, BIRCH.address).getByRole(control === 'Edit' ? 'link' : 'button', {
            name: control,
            exact: true,
          }),
        ).toBeVisible();
      }
      await expect(
        row(page, WALNUT.address).getByRole('button', { name: 'Move up' }),
      ).toBeDisabled();
      await expect(
        page
          .getByRole('link', { name: 'New project' })
          .or(page.getByRole('button', { name: 'New project' })),
      ).toBeVisible();
      await expect(
        page
          .getByRole('searchbox', { name: 'Search by address' })
          .or(page.getByRole('textbox', { name: 'Search by address' })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('search by address', async ({ page }) => {
  await page.goto(office().url);
  const search = page.getByLabel('Search by address');
  await search.fill('lark');
  await expect(page.getByRole('listitem').filter({ has: page.getByText(/of 4/) })).toHaveCount(1);
  await expect(row(page, LARK.address)).toBeVisible();
  await search.fill('');
  await expect(row(page, ORCHARD.address)).toBeVisible();
});

test("a project's form, one labelled control per fact, at phone, tablet and desktop widths", async ({
  page,
}) => {
  for (const { name, width, height } of WIDTHS) {
    await test.step(name, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(office().url);
      await row(page, WALNUT.address).getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(field(page, 'Address')).toHaveValue(WALNUT.address);
      await expect(field(page, 'City')).toHaveValue('Indianapolis');
      await expect(field(page, 'State')).toHaveValue('IN');
      await expect(field(page, 'Beds')).toHaveValue('3');
      await expect(field(page, 'Baths')).toHaveValue('2');
      await expect(field(page, 'Square feet')).toHaveValue(/^1,?480$/);
      const status = page.getByRole('radiogroup', { name: 'Status' });
      await expect(status.getByRole('radio', { name: 'For sale' })).toBeChecked();
      await expect(status.getByRole('radio', { name: 'Pending' })).not.toBeChecked();
      await expect(status.getByRole('radio', { name: 'Sold' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Full remodel' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Full renovation' })).not.toBeChecked();
      await expect(field(page, 'Listing link')).toHaveValue(
        `https://listings.example.com/homes/${WALNUT.id}`,
      );
      for (const bin of ['Cover', 'Exterior', 'Interior', 'Kitchen', 'Baths', 'Rooms']) {
        await expect(page.getByRole('region', { name: bin, exact: true })).toBeAttached();
      }
      // The kitchen's photo is a before-and-after pair.
      const kitchen = page.getByRole('region', { name: 'Kitchen', exact: true });
      await expect(kitchen.getByRole('button', { name: 'Remove before photo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('marks a project sold, by keyboard: one commit of its lines only', async ({ page }) => {
  const before = office().dataText();
  const base = office().head();
  await page.goto(office().url);
  await row(page, WALNUT.address).getByRole('link', { name: 'Edit', exact: true }).press('Enter');
  const sold = page.getByRole('radio', { name: 'Sold', exact: true });
  await sold.focus();
  await page.keyboard.press('Space');
  await expect(sold).toBeChecked();
  // This year is offered, and taken when nothing else is chosen.
  const year = page.getByLabel('Year sold');
  await expect(year).toBeVisible();
  await expect(year).toHaveValue(String(THIS_YEAR));
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${WALNUT.address}: sold in ${THIS_YEAR}`).first()).toBeVisible();

  await expect.poll(() => office().head()).not.toBe(base);
  const after = office().dataText();
  expectOnlyRecordsChanged(before, after, [WALNUT.id]);
  expect(changedLines(before, after, WALNUT.id).sort()).toEqual(
    [
      '-"is_sold": false,',
      '+"is_sold": true,',
      '-"year_sold": null,',
      `+"year_sold": ${THIS_YEAR},`,
    ].sort(),
  );
  expectOneCommit(office(), base, `${WALNUT.address}: sold in ${THIS_YEAR}`, [DATA_FILE_IN_GIT]);

  await page.goto(office().url);
  await expect(row(page, WALNUT.address)).toContainText(`Sold ${THIS_YEAR}`);
});

test('fixes the square feet, typed with a comma', async ({ page }) => {
  const before = office().dataText();
  const base = office().head();
  await page.goto(office().url);
  await row(page, BIRCH.address).getByRole('link', { name: 'Edit', exact: true }).click();
  await field(page, 'Square feet').fill('1,950');
  await expect(field(page, 'Square feet')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect.poll(() => office().head()).not.toBe(base);
  const after = office().dataText();
  expectOnlyRecordsChanged(before, after, [BIRCH.id]);
  expect(changedLines(before, after, BIRCH.id)).toEqual([
    '-"sq_footage": 2100,',
    '+"sq_footage": 1950,',
  ]);
  expectOneCommit(office(), base, new RegExp(`^${BIRCH.address}: `), [DATA_FILE_IN_GIT]);

  await page.reload();
  await expect(field(page, 'Square feet')).toHaveValue(/^1,?950$/);
});

test("a project's photos, by keyboard: reordered, moved between bins, the cover chosen, a before photo paired, one removed", async ({
  page,
}) => {
  const folder = `assets/projects/${ORCHARD.id}`;
  const [cover, first, second] = ['main', 'exterior-1', 'exterior-2'].map(
    (name) => `${folder}/${name}.webp`,
  ) as [string, string, string];
  const original = hashes(office(), [cover, first, second]);
  /** The photos the record names now, by the bytes they had at the start. */
  const named = () => {
    const record = office()
      .records()
      .find((project) => project.id === ORCHARD.id);
    const now = Object.entries(original);
    const which = (url: unknown) =>
      typeof url === 'string'
        ? now.find(([, hash]) => hashes(office(), [url.slice(1)])[url.slice(1)] === hash)?.[0]
        : undefined;
    return (record?.images as Record<string, unknown>[]).map((image) => ({
      photo: which(image.url),
      before: which(image.before_url),
      bin: ['main', 'exterior', 'interior', 'kitchen', 'bathroom', 'room'].filter(
        (flag) => image[flag] === true,
      ),
    }));
  };
  const tile = (bin: string, n: number, of: number) =>
    page
      .getByRole('region', { name: bin, exact: true })
      .getByRole('listitem', { name: `${bin} photo ${n} of ${of}` });
  const press = async (control: Locator) => {
    await control.focus();
    await page.keyboard.press('Enter');
  };

  await page.goto(office().url);
  await row(page, ORCHARD.address).getByRole('link', { name: 'Edit', exact: true }).press('Enter');
  // Exterior: 1, 2 → 2, 1; then 2 is the cover, and the cover goes first in Exterior.
  await press(tile('Exterior', 1, 2).getByRole('button', { name: 'Move later' }));
  await press(tile('Exterior', 1, 2).getByRole('button', { name: 'Use as cover' }));
  await expect(tile('Cover', 1, 1)).toBeVisible();
  // Exterior: the old cover, 1. Photo 1 moves to Interior, where the old cover becomes its before.
  await tile('Exterior', 2, 2).getByRole('combobox', { name: 'Move to' }).selectOption('Interior');
  await tile('Interior', 1, 1)
    .getByRole('combobox', { name: 'Or a photo from the bins as its before photo' })
    .selectOption({ label: 'Exterior photo 1' });
  await expect(
    tile('Interior', 1, 1).getByRole('button', { name: 'Remove before photo' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Exterior', exact: true }).getByRole('listitem'),
  ).toHaveCount(0);
  const base = office().head();
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => office().head()).not.toBe(base);
  expect(named()).toEqual([
    { photo: second, before: undefined, bin: ['main'] },
    { photo: first, before: cover, bin: ['interior'] },
  ]);
  expectOneCommit(office(), base, new RegExp(`^${ORCHARD.address}: `), [DATA_FILE_IN_GIT]);

  // Removed, a photo and its before photo leave the site: the record and public/.
  const next = office().head();
  await press(tile('Interior', 1, 1).getByRole('button', { name: 'Remove photo' }));
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => office().head()).not.toBe(next);
  expect(named()).toEqual([{ photo: second, before: undefined, bin: ['main'] }]);
  expect(
    office()
      .publicFiles()
      .filter((file) => file.startsWith(folder)),
  ).toHaveLength(1);
  expectOneCommit(office(), next, new RegExp(`^${ORCHARD.address}: `), [
    DATA_FILE_IN_GIT,
    `public/${first}`,
    `public/${cover}`,
  ]);
});

test.describe(() => {
  // The page may send the save and have it refused (400) as well as refuse it itself.
  test.use({ refusals: [400, 422] });
  test('a bad value is refused beside its field, and the file is unchanged', async ({ page }) => {
    const before = office().dataText();
    const base = office().head();
    await page.goto(office().url);
    await row(page, LARK.address).getByRole('link', { name: 'Edit', exact: true }).click();
    const squareFeet = field(page, 'Square feet');
    await squareFeet.fill('about a thousand');
    // In words beside the field, tied to it for a screen reader, as it is typed.
    await expect(squareFeet).toHaveAttribute('aria-invalid', 'true');
    await expect(squareFeet).toHaveAccessibleDescription(/square feet|number/i);
    const beds = field(page, 'Beds');
    await beds.fill('-1');
    await expect(beds).toHaveAttribute('aria-invalid', 'true');
    await expect(beds).toHaveAccessibleDescription(/\w+ \w+/);
    await expectNoSeriousA11yViolations(page);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    if (await save.isEnabled()) await save.click();
    await expect(squareFeet).toHaveAttribute('aria-invalid', 'true');
    expect(office().dataText()).toBe(before);
    expect(office().head()).toBe(base);

    // Mended, the message goes.
    await squareFeet.fill('980');
    await expect(squareFeet).not.toHaveAttribute('aria-invalid', 'true');
  });
});
