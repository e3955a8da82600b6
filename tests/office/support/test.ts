/**
 * Playwright's `test` for the office: a spec file is one office manager's session on an office
 * of its own (`officeForThisFile`), its tests in order; a page fails its test when it throws or
 * logs an error, but for the refusals a test provokes (`refusals`: the browser logs each
 * refused request's status).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { scaledTimeout } from '../../support/host-speed';
import { openOffice, type Office, type OfficeOptions } from './office';

type Options = {
  /** The statuses this test's refused requests answer with, which the browser logs as errors. */
  refusals: number[];
};

export const test = base.extend<Options>({
  refusals: [[], { option: true }],
  page: async ({ page, refusals }, provide) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const status = /the server responded with a status of (\d+)/.exec(message.text())?.[1];
      if (status && refusals.includes(Number(status))) return;
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    await provide(page);
    expect(problems, 'errors the page reported').toEqual([]);
  },
});

export { expect };

/**
 * The spec file's office, started before its first test and stopped (SIGTERM, exit 0) after
 * its last. The file's tests run in order; in a `session` each works on what the one before
 * left, so the rest are skipped once one fails (otherwise a failed test's worker goes, and the
 * tests after it get a new office).
 */
export function officeForThisFile(
  options?: OfficeOptions,
  { session = true }: { session?: boolean } = {},
): () => Office {
  let office: Office | undefined;
  if (session) test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(scaledTimeout(120_000));
    office = await openOffice(options);
  });
  test.afterAll(async () => {
    const exited = await office?.stop();
    expect(exited, 'the office exits 0 on SIGTERM').toEqual({ code: 0, signal: null });
  });
  return () => {
    if (!office) throw new Error('the office did not start');
    return office;
  };
}

/** The phone, tablet and desktop widths of the site's own end-to-end tests. */
export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A project's row in the list: a list item named by its address. */
export const row = (page: Page, address: string): Locator =>
  page.getByRole('listitem', { name: address, exact: true });

/** A form field by its label: a text box, or a number box. */
export const field = (page: Page, label: string): Locator =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('spinbutton', { name: label, exact: true }));
