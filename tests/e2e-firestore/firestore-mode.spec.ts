import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { PROJECTS_COLLECTION } from '../../src/features/projects/firestore-paths';
import { billedReads } from '../support/firestore-reads';
import { readFixturePortfolio } from '../support/fixtures';
import { inListOrder } from '../e2e/support/expected';
import { cardHeadings, listCards } from '../e2e/support/screens';
import { expect, gotoAndWait, test } from '../e2e/support/test';
import { DEMO_PROJECT_ID } from '../../src/config/demo-project';

/**
 * The site built in Firestore mode, reading Google's Firestore emulator, which the project's
 * own seed command filled from the fixture portfolio (tests/e2e-firestore/firestore-site.ts).
 * Each test changes the emulator's data through the Admin SDK and puts it back afterwards.
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

const portfolio = inListOrder(readFixturePortfolio().projects);
const [first, second, third] = portfolio;
if (!first || !second || !third) throw new Error('the fixture portfolio needs three projects');

/** What the seed wrote, to put back after each test. */
let seeded: Map<string, DocumentData>;
test.beforeAll(async () => {
  const snapshot = await projects.get();
  seeded = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  expect(seeded.size, 'documents the seed wrote').toBe(portfolio.length);
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
  await expect(listCards(page)).toHaveCount(portfolio.length - 1);
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
  await expect(listCards(page)).toHaveCount(portfolio.length - 2);
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

  test('the site serves the built data file, with no error page', async ({ page }) => {
    await projects.doc(first.id).update({ 'address.address_line_1': 'Never Shown St' });
    await page.route(`http://${host}/**`, (route) => route.abort('connectionrefused'));

    await gotoAndWait(page, '/projects');
    await expect(listCards(page)).toHaveCount(portfolio.length);
    await expect(cardHeadings(listCards(page)).first()).toContainText(first.address.address_line_1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
