import { pageTitle } from '../../src/config/site';
import { serveFixture } from './support/data';
import {
  bedsAndBaths,
  cityState,
  expectedSaleStatus,
  expectedWorkType,
  inListOrder,
  squareFeet,
  WORK_TYPES,
} from './support/expected';
import {
  backgroundHue,
  cardHeadings,
  cardImage,
  HUES,
  listCards,
  saleBanner,
  viewLink,
} from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/** Spec §2: one column on small screens, 2 from 768px, 3 from 1024px. */
const COLUMNS: Record<string, number> = { phone: 1, tablet: 2, desktop: 3 };

// One visit of the list, a step for each thing it shows.
test('project list', async ({ page }, testInfo) => {
  const { projects } = await serveFixture(page);
  await gotoAndWait(page, '/projects');
  const cards = listCards(page);

  await test.step('columns follow the breakpoints', async () => {
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y, width } = node.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width) };
      }),
    );
    const firstRowY = boxes[0]?.y;
    const firstRow = boxes.filter((box) => Math.abs(box.y - (firstRowY ?? 0)) <= 2);
    const expected = COLUMNS[testInfo.project.name];
    expect(firstRow.length, `cards in the first row at ${testInfo.project.name}`).toBe(expected);
    // Columns are distinct and every row starts at the same left edge.
    expect(new Set(firstRow.map((box) => box.x)).size).toBe(expected);
    const columnXs = [...new Set(boxes.map((box) => box.x))];
    expect(columnXs.length, 'distinct card x positions').toBe(expected);
  });

  await test.step('title, heading and cards in ascending sort order', async () => {
    await expect(page).toHaveTitle(pageTitle('All Projects'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'All Projects',
    );
    await expect(cardHeadings(cards)).toHaveText(
      inListOrder(projects).map((p) => p.address.address_line_1),
    );
  });

  await test.step('each card shows banners, rooms, size, address and a View link', async () => {
    for (const [index, project] of inListOrder(projects).entries()) {
      const card = cards.nth(index);
      const line1 = project.address.address_line_1;
      await test.step(line1, async () => {
        const sale = expectedSaleStatus(project);
        const banner = saleBanner(card);
        await expect(banner).toHaveCount(1);
        await expect(banner).toBeVisible();
        await expect(banner).toHaveText(sale.text);
        await expect(banner).toHaveAttribute('data-status', sale.status);
        const hue = await backgroundHue(banner);
        expect(hue, `${sale.status} banner background hue`).not.toBeNull();
        expect(HUES[sale.status](hue ?? -1), `${sale.status} banner hue ${hue}`).toBe(true);

        const workType = expectedWorkType(project);
        if (workType) {
          await expect(card.getByText(workType, { exact: true })).toBeVisible();
        }
        for (const other of WORK_TYPES.filter((text) => text !== workType)) {
          await expect(card.getByText(other, { exact: true })).toHaveCount(0);
        }

        await expect(card.getByText(bedsAndBaths(project), { exact: true })).toBeVisible();
        await expect(card.getByText(squareFeet(project), { exact: true })).toBeVisible();
        await expect(card.getByRole('heading', { name: line1, exact: true })).toBeVisible();
        await expect(card.getByText(cityState(project), { exact: true })).toBeVisible();

        const view = viewLink(card, line1);
        await expect(view).toBeVisible();
        await expect(view).toHaveText('View');
        await expect(view).toHaveAttribute('href', `/projects/${project.id}`);
      });
    }
  });

  // Last: it scrolls down the list.
  await test.step('card image boxes are 16:9', async () => {
    for (let index = 0; index < (await cards.count()); index += 1) {
      const image = cardImage(cards.nth(index));
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      const box = await image.boundingBox();
      expect(box, 'card image box').not.toBeNull();
      if (!box) continue;
      expect(box.width).toBeGreaterThan(100);
      expect(Math.abs(box.height - (box.width * 9) / 16), `card ${index} image box`).toBeLessThan(
        2,
      );
    }
  });
});
