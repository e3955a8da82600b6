import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { PROJECTS_COLLECTION } from '../../src/features/projects/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { billedReads } from '../support/firestore-reads';
import { inListOrder } from '../e2e/support/expected';
import { cardHeadings, listCards } from '../e2e/support/screens';
import { expect, gotoAndWait, test, waitForApp } from '../e2e/support/test';
import { DEMO_PROJECT_ID } from '../../src/config/demo-project';
import { BUILT_PROJECTS, photoSize, photoUrl, SEEDED_AFTER_BUILD } from './portfolio';

/**
 * The site built in Firestore mode from its own portfolio (./portfolio.ts), reading Google's
 * Firestore emulator, which the project's own seed command filled with that portfolio and one
 * project more (tests/e2e-firestore/firestore-site.ts). Each test changes the emulator's data
 * through the Admin SDK and puts it back afterwards.
 */

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host)
  throw new Error('Run these through `npm run test:e2e:firestore` (FIRESTORE_EMULATOR_HOST).');
const PROJECT = DEMO_PROJECT_ID;

process.env.METADATA_SERVER_DETECTION = 'none';
const app = initializeApp({ projectId: PROJECT }, 'firestore-e2e');
const db = getFirestore(app);
db.settings({ host, ssl: false });
const projects = db.collection(PROJECTS_COLLECTION);

/** The projects the site was built from, in list order; Firestore holds one more. */
const built = inListOrder(parseProjectRecords(BUILT_PROJECTS).projects);
const [first, second, third] = built;
if (!first || !second || !third) throw new Error('the built portfolio needs three projects');
const inFirestore = built.length + 1;

/** What the seed wrote, to put back after each test. */
let seeded: Map<string, DocumentData>;
test.beforeAll(async () => {
  const snapshot = await projects.get();
  seeded = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  expect(seeded.size, 'documents the seed wrote').toBe(inFirestore);
});
test.afterEach(async () => {
  const batch = db.batch();
  for (const [id, data] of seeded) batch.set(projects.doc(id), data);
  await batch.commit();
});
test.afterAll(() => deleteApp(app));

test('the list and a project page show what Firestore holds, not the data file', async ({
  page,
}) => {
  const onlyInFirestore = '2417 Firestore Only Ave';
  await projects.doc(first.id).update({ 'address.address_line_1': onlyInFirestore });

  await gotoAndWait(page, '/projects');
  await expect(cardHeadings(listCards(page)).first()).toContainText(onlyInFirestore);
  await expect(page.getByRole('main').getByText(first.address.address_line_1)).toHaveCount(0);

  await gotoAndWait(page, `/projects/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onlyInFirestore);
});

test('a project deleted from Firestore is gone from the list, and its page says not found', async ({
  page,
}) => {
  await projects.doc(second.id).delete();

  await gotoAndWait(page, '/projects');
  await expect(listCards(page)).toHaveCount(inFirestore - 1);
  await expect(
    cardHeadings(listCards(page)).filter({ hasText: second.address.address_line_1 }),
  ).toHaveCount(0);

  // Its page was prerendered from the data file; Firestore's answer replaces it.
  await gotoAndWait(page, `/projects/${second.id}`);
  await expect(
    page.getByRole('main').getByText('Project Not Found or Does Not Exists.'),
  ).toBeVisible();
});

test('a project page reads at most two documents, home three: what each shows', async ({
  page,
}) => {
  const answers: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(`http://${host}/`)) return;
    answers.push(
      response
        .json()
        .catch(() => undefined)
        .then((answer) => billedReads(response.url(), answer)),
    );
  });
  /** The reads a visit made, counted once it shows `shown` and the network has gone quiet. */
  const readsOf = async (path: string, shown: () => Promise<void>): Promise<number> => {
    answers.length = 0;
    await gotoAndWait(page, path);
    await shown();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(answers)).reduce((sum, reads) => sum + reads, 0);
  };
  const edited = '2417 Counted Reads Ave';
  await projects.doc(first.id).update({ 'address.address_line_1': edited });

  // Prerendered from the data file, then checked against Firestore: its own document.
  expect(
    await readsOf(`/projects/${first.id}`, () =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText(edited),
    ),
  ).toBe(1);

  // A project gone from Firestore: its document, then one more to tell it from an empty store.
  await projects.doc(second.id).delete();
  expect(
    await readsOf(`/projects/${second.id}`, () =>
      expect(
        page.getByRole('main').getByText('Project Not Found or Does Not Exists.'),
      ).toBeVisible(),
    ),
  ).toBe(2);

  expect(
    await readsOf('/', () =>
      expect(cardHeadings(page.getByRole('main').getByRole('article')).first()).toHaveText(edited),
    ),
  ).toBe(3);
});

test('a broken document is skipped and named on the console; the valid ones show', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await projects.doc(second.id).update({ beds: 'three' });
  await projects.doc(third.id).update({ post: 'javascript:alert(1)' });

  await gotoAndWait(page, '/projects');
  await expect(listCards(page)).toHaveCount(inFirestore - 2);
  for (const broken of [second, third]) {
    await expect(
      cardHeadings(listCards(page)).filter({ hasText: broken.address.address_line_1 }),
    ).toHaveCount(0);
  }
  await expect
    .poll(() => warnings.some((w) => w.includes(second.id) && w.includes('"beds"')))
    .toBe(true);
  expect(warnings.some((w) => w.includes(third.id) && w.includes('"post"'))).toBe(true);

  await gotoAndWait(page, `/projects/${third.id}`);
  await expect(
    page.getByRole('main').getByText('Project Not Found or Does Not Exists.'),
  ).toBeVisible();
  await expect(page.locator('[href^="javascript:" i]')).toHaveCount(0);
});

test.describe('photo sizes', () => {
  /** What the browser picks each photo's file and box by, for every photo on the page. */
  const photoAttributes = (page: Page) =>
    page
      .getByRole('main')
      .locator('img, source')
      .evaluateAll((elements) =>
        elements.map((element) =>
          ['src', 'srcset', 'sizes', 'width', 'height'].map((name) => element.getAttribute(name)),
        ),
      );
  const sideways = photoUrl('sideways');
  /** The `<img>` of the photo stored sideways (EXIF orientation 6), the first one shown. */
  const sidewaysPhoto = (page: Page) =>
    page.getByRole('main').locator('img[src*="/IMG_0006-"]').first();
  const upright = photoSize('sideways');

  /**
   * The page as built and hydrated, then after Firestore's check: Firestore's answer is held
   * until the photos have been read, and `checked` is what shows once the page has it.
   */
  async function beforeAndAfterTheCheck(page: Page, path: string, checked: () => Promise<void>) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://${host}/**`, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(`http://${host}/**`);
    await page.goto(path);
    await waitForApp(page);
    await asked;
    await expect(sidewaysPhoto(page)).toHaveAttribute('width', String(upright.width));
    await expect(sidewaysPhoto(page)).toHaveAttribute('height', String(upright.height));
    const before = await photoAttributes(page);
    const answered = page.waitForResponse((response) =>
      response.url().startsWith(`http://${host}/`),
    );
    release();
    await answered;
    await checked();
    const after = await photoAttributes(page);
    await page.unroute(`http://${host}/**`);
    return { before, after };
  }

  test('the check after hydration leaves every photo as built, on home, the list and a project page', async ({
    page,
  }) => {
    // A change beside the photos, so the page shows when Firestore's records have replaced the
    // built ones; the records' photos are the same. The project seeded after the build would
    // be a card more on the list: it waits outside.
    await projects.doc(SEEDED_AFTER_BUILD.id).delete();
    const edited = `${third.address.address_line_1} Checked`;
    await projects.doc(third.id).update({ 'address.address_line_1': edited });
    for (const path of ['/', '/projects']) {
      const { before, after } = await beforeAndAfterTheCheck(page, path, () =>
        expect(page.getByRole('main').getByRole('heading', { name: edited })).toBeVisible(),
      );
      expect(before.length, `photos on ${path}`).toBeGreaterThan(0);
      expect(after, `photos on ${path}`).toEqual(before);
    }

    const renamed = `${first.address.address_line_1} Checked`;
    await projects.doc(first.id).update({ 'address.address_line_1': renamed });
    const { before, after } = await beforeAndAfterTheCheck(page, `/projects/${first.id}`, () =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed),
    );
    expect(before.length, 'photos on the project page').toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  test("Firestore's records hold each photo's upright size, and a project seeded after the build shows it", async ({
    page,
  }) => {
    const stored = (await projects.doc(first.id).get()).data() as {
      images: Record<string, unknown>[];
    };
    expect(stored.images[0]).toMatchObject({ url: sideways, ...upright });
    const before = photoSize('kitchenBefore');
    expect(stored.images[1]).toMatchObject({
      url: photoUrl('kitchen'),
      ...photoSize('kitchen'),
      before_width: before.width,
      before_height: before.height,
    });

    const later = (await projects.doc(SEEDED_AFTER_BUILD.id).get()).data();
    expect(later?.images).toEqual([
      expect.objectContaining({ url: sideways, ...upright }),
      expect.objectContaining({ url: photoUrl('portrait'), ...photoSize('portrait') }),
    ]);
    // No page was built for it: the host's shell, and the project from Firestore.
    await gotoAndWait(page, `/projects/${SEEDED_AFTER_BUILD.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      SEEDED_AFTER_BUILD.address.address_line_1,
    );
    await expect(sidewaysPhoto(page)).toHaveAttribute('width', String(upright.width));
    await expect(sidewaysPhoto(page)).toHaveAttribute('height', String(upright.height));
    await expect(sidewaysPhoto(page)).toHaveAttribute(
      'srcset',
      /-480\.webp 270w, .*-800\.webp 450w, .*-1280\.webp 720w$/,
    );
  });
});

test.describe('rules', () => {
  // Chromium logs each refused request (a 403) as a console error: here they are the point.
  test.use({ allowConsoleErrors: true });

  test("a visitor's browser cannot write to Firestore", async ({ page }) => {
    await gotoAndWait(page, '/projects');
    const base = `http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/${PROJECTS_COLLECTION}`;
    // The same REST API the site's Firestore SDK reads through, from the page itself.
    const statuses = await page.evaluate(
      async ({ base, id }) => {
        const body = JSON.stringify({ fields: { sort: { integerValue: '0' } } });
        const headers = { 'Content-Type': 'application/json' };
        const create = await fetch(`${base}?documentId=intruder`, {
          method: 'POST',
          headers,
          body,
        });
        const change = await fetch(`${base}/${id}`, { method: 'PATCH', headers, body });
        const remove = await fetch(`${base}/${id}`, { method: 'DELETE' });
        return [create.status, change.status, remove.status];
      },
      { base, id: first.id },
    );
    expect(statuses).toEqual([403, 403, 403]);
    expect((await projects.doc('intruder').get()).exists).toBe(false);
    expect((await projects.doc(first.id).get()).data()).toEqual(seeded.get(first.id));
  });
});

test.describe('without Firestore', () => {
  // The site says on the console why it serves the data file instead.
  test.use({ allowConsoleErrors: true });

  test('the site serves the data file it was built from, with no error page', async ({ page }) => {
    await projects.doc(first.id).update({ 'address.address_line_1': 'Never Shown St' });
    await page.route(`http://${host}/**`, (route) => route.abort('connectionrefused'));

    await gotoAndWait(page, '/projects');
    await expect(listCards(page)).toHaveCount(built.length);
    await expect(cardHeadings(listCards(page)).first()).toContainText(first.address.address_line_1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
