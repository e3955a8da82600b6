/**
 * Every save is kept, and none is lost: on a fresh login (no git identity) the office asks for
 * a name once; a saved change is undone from "Saved changes"; a project taken down is restored
 * byte for byte; and a hand edit of data.json made behind the office's back survives a save —
 * refused when it touched the same record, kept out of the commit when it touched another,
 * and a broken one reported with its line.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../e2e/support/axe';
import {
  cutIntoRecords,
  DATA_FILE_IN_GIT,
  expectOneCommit,
  expectOnlyRecordsChanged,
  hashes,
  snapshot,
} from './support/checks';
import { BIRCH, LARK, ORCHARD, WALNUT } from './support/portfolio';
import { expect, field, officeForThisFile, row, test } from './support/test';

const office = officeForThisFile({ withoutIdentity: true });
const NAME = 'Pat Office';

const editForm = async (page: Page, address: string) => {
  await page.goto(office().url);
  await row(page, address).getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(field(page, 'Address')).toHaveValue(address);
};

test('asks for a name once, on the first save, and signs every save with it', async ({ page }) => {
  expect(() => office().git('config', 'user.name')).toThrow();
  const base = office().head();
  await editForm(page, LARK.address);
  await field(page, 'Beds').fill('3');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const name = page.getByRole('textbox', { name: 'Your name' });
  // Asked before the first save (or as the office opens: then the save follows the name).
  const askedAtOnce = await name.isVisible();
  if (!askedAtOnce) await save.click();
  await expect(name).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await name.fill(NAME);
  await page.keyboard.press('Enter');
  await expect(name).toHaveCount(0);
  if (askedAtOnce) await save.click();
  await expect.poll(() => office().head()).not.toBe(base);

  expect(office().git('config', 'user.name')).toBe(NAME);
  const commit = expectOneCommit(office(), base, /^77 Lark Ln: /, [DATA_FILE_IN_GIT]);
  expect(commit.author).toBe(NAME);

  // Asked once: the next save goes straight through.
  const next = office().head();
  await editForm(page, LARK.address);
  await field(page, 'Baths').fill('1.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => office().head()).not.toBe(next);
  await expect(name).toHaveCount(0);
});

test('undoes a saved change from "Saved changes", by keyboard: a new commit, history kept', async ({
  page,
}) => {
  // The data file as the save before the last one left it.
  const beforeEdit = office().fileAt('HEAD~1', DATA_FILE_IN_GIT);
  const edited = office().head();
  await page.goto(office().url);
  const saved = page.getByRole('region', { name: 'Saved changes' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  const change = saved.getByRole('listitem').filter({ hasText: /77 Lark Ln: .*bath/i });
  await expect(change).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await change.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => office().head()).not.toBe(edited);

  // The baths as they were; the beds' change, saved before it, stays.
  const now = cutIntoRecords(office().dataText()).records.get(LARK.id);
  expect(now).toContain('"baths": 1,');
  expect(now).toContain('"beds": 3,');
  expect(office().git('rev-parse', 'HEAD~1')).toBe(edited);
  expectOneCommit(office(), edited, /77 Lark Ln/, [DATA_FILE_IN_GIT]);
  expect(office().dataText()).toBe(beforeEdit);
});

test('takes a project down, after a confirmation, and restores it byte for byte', async ({
  page,
}) => {
  const before = snapshot(office());
  const photos = before.files.filter((file) => file.startsWith(`assets/projects/${ORCHARD.id}/`));
  expect(photos).toHaveLength(3);
  const photoHashes = hashes(office(), photos);
  const base = office().head();

  await editForm(page, ORCHARD.address);
  await page.getByRole('button', { name: 'Take down', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toBeVisible();
  await expect(dialog).toContainText(ORCHARD.address);
  await expect(dialog).toContainText(/3 photos/);
  await expectNoSeriousA11yViolations(page);
  // Cancel takes nothing down.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(snapshot(office())).toEqual(before);

  // By keyboard this time.
  await page.getByRole('button', { name: 'Take down', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The confirmation is enabled once it has shown what goes.
  const confirm = dialog.getByRole('button', { name: 'Take down', exact: true });
  await expect(confirm).toBeEnabled();
  await confirm.focus();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => office().head()).not.toBe(base);
  expectOnlyRecordsChanged(before.data, office().dataText(), [ORCHARD.id]);
  expect(
    office()
      .records()
      .map((record) => record.id),
  ).not.toContain(ORCHARD.id);
  expect(office().publicFiles()).toEqual(before.files.filter((file) => !photos.includes(file)));
  expectOneCommit(office(), base, `${ORCHARD.address}: taken down`, [
    DATA_FILE_IN_GIT,
    ...photos.map((file) => `public/${file}`),
  ]);

  const takenDown = office().head();
  await page.getByRole('button', { name: 'Restore' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => office().head()).not.toBe(takenDown);
  expect(office().dataText()).toBe(before.data);
  expect(office().publicFiles()).toEqual(before.files);
  expect(hashes(office(), photos)).toEqual(photoHashes);
  expectOneCommit(office(), takenDown, new RegExp(ORCHARD.address), [
    DATA_FILE_IN_GIT,
    ...photos.map((file) => `public/${file}`),
  ]);
  await page.goto(office().url);
  await expect(row(page, ORCHARD.address)).toContainText('4th of 4');
});

test.describe(() => {
  test.use({ refusals: [409] });
  test("a hand edit of the same record made behind the office's back: the save is refused, the hand edit kept", async ({
    page,
  }) => {
    await editForm(page, WALNUT.address);
    const base = office().head();
    const handEdited = office().dataText().replace('"sq_footage": 1480,', '"sq_footage": 1500,');
    expect(cutIntoRecords(handEdited).records.get(WALNUT.id)).toContain('1500');
    writeFileSync(office().dataFile, handEdited);

    await field(page, 'Beds').fill('4');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const report = page.getByRole('alert').filter({ hasText: 'Square feet' });
    await expect(report).toBeVisible();
    await expect(report).toContainText(/1,?480/);
    await expect(report).toContainText(/1,?500/);
    expect(office().dataText()).toBe(handEdited);
    expect(office().head()).toBe(base);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Reload' }).press('Enter');
    await expect(field(page, 'Square feet')).toHaveValue(/^1,?500$/);
    await expect(field(page, 'Beds')).toHaveValue('3');
  });
});

test('a hand edit of another record survives a save, and is not committed', async ({ page }) => {
  const base = office().head();
  const handEdited = office().dataText().replace('"city": "Carmel"', '"city": "Westfield"');
  expect(cutIntoRecords(handEdited).records.get(BIRCH.id)).toContain('Westfield');
  writeFileSync(office().dataFile, handEdited);

  await editForm(page, WALNUT.address);
  await field(page, 'Beds').fill('4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => office().head()).not.toBe(base);

  const now = office().dataText();
  expectOnlyRecordsChanged(handEdited, now, [WALNUT.id]);
  expect(cutIntoRecords(now).records.get(BIRCH.id)).toContain('Westfield');
  const committed = office().fileAt('HEAD', DATA_FILE_IN_GIT);
  expect(cutIntoRecords(committed).records.get(BIRCH.id)).toContain('Carmel');
  expect(cutIntoRecords(committed).records.get(WALNUT.id)).toContain('"beds": 4,');
  // The hand edit is still there to commit or drop, as the person who made it chooses.
  expect(office().git('diff', '--stat', 'HEAD', '--', DATA_FILE_IN_GIT)).toMatch(/1 file changed/);
  expect(commitOf(office().head())).toMatch(/^318 E Walnut St: /);
});

test('a broken hand edit: the office says where, in words, and saves nothing', async ({ page }) => {
  const good = office().dataText();
  const base = office().head();
  // "1,950" typed into the file by hand: no longer JSON.
  const broken = good.replace('"sq_footage": 980,', '"sq_footage": 1,950,');
  expect(broken).not.toBe(good);
  writeFileSync(office().dataFile, broken);
  await page.goto(office().url);
  const problem = page.getByRole('alert');
  await expect(problem).toContainText(/line \d+/i);
  await expectNoSeriousA11yViolations(page);
  expect(office().dataText()).toBe(broken);
  expect(office().head()).toBe(base);
  writeFileSync(office().dataFile, good);
  await page.reload();
  await expect(row(page, LARK.address)).toBeVisible();
});

function commitOf(hash: string): string {
  return office().git('log', '-1', '--format=%s', hash);
}
