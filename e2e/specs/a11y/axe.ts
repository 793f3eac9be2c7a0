import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: every rule axe runs for them, at every impact level. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing element, so the report says what to fix and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact ?? 'unknown'} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/** Runs axe-core on the page as it is now (the state a spec has brought it to). */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(describe(violations), `axe violations on ${state}`).toEqual([]);
}
