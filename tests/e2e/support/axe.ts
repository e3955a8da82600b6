import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Carousel pagination bullets fall under WCAG 2.5.8's "equivalent" exception: the
 * Previous/Next buttons beside them do the same job at full size. axe cannot see
 * that, so target-size runs separately with the bullets left out.
 */
const EQUIVALENT_SMALL_TARGETS = '.swiper-pagination-bullet';

/** Runs axe on the whole page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const all = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .disableRules(['target-size'])
    .analyze();
  const targets = await new AxeBuilder({ page })
    .withRules(['target-size'])
    .exclude(EQUIVALENT_SMALL_TARGETS)
    .analyze();
  const serious = [...all.violations, ...targets.violations]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`);
  return `${violation.impact} ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
}
