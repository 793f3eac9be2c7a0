import { expect, setSitePremium, test } from '../../fixtures';
import { freshMemberEmail, registerNewMember } from '../../fixtures/member-session';
import { InspectorPage } from '../../fixtures/pages/inspector-page';
import { platformUrl } from '../../fixtures/env';
import { expectNoSidewaysScroll, MODERN_PHONE } from './layout';

test.use({ viewport: MODERN_PHONE, hasTouch: true });

test('the mail outbox fits a phone: the code is on screen, not off its right edge', async ({
  page,
}) => {
  // A long address, as registration mails carry: the column that pushed the code off screen.
  const email = freshMemberEmail('a-newcomer-trying-the-kit-on-a-phone');
  await registerNewMember(email);
  await page.goto(`${platformUrl}/hosted/mail`);
  await expect(page.getByRole('cell', { name: new RegExp(email) })).toBeVisible();
  await expectNoSidewaysScroll(page, '/hosted/mail');
});

test('the inspector fits a phone: its tables wrap, and one still too wide scrolls within its section', async ({
  page,
}) => {
  const inspector = new InspectorPage(page);
  await inspector.goto();
  await expect(inspector.requestRows.first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/inspector');
  for (const section of ['Event outbox', 'Deliveries', 'Mail']) {
    await inspector.section(section).click();
    await expect(inspector.section(section)).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page, `/inspector ${section}`);
  }
});

test('the front door and the inspector read well on a phone: words whole, each value by its name', async ({
  page,
}) => {
  await setSitePremium(true);
  try {
    await page.goto(`${platformUrl}/`);
    const premium = page.getByRole('cell', { name: 'Premium', exact: true });
    await expect(premium).toBeVisible();
    // One line box: the word is not broken in two ("Premiu m").
    expect(await premium.evaluate(linesOfText)).toBe(1);
    await expectNoSidewaysScroll(page, 'the front door');
  } finally {
    await setSitePremium(false);
  }
  const inspector = new InspectorPage(page);
  await inspector.goto();
  // A record's cells stack, each under its column's name, rather than five squeezed columns.
  const firstRow = inspector.requestRows.first();
  const cells = firstRow.getByRole('cell');
  const widths = await cells.evaluateAll((all) =>
    all.map((cell) => cell.getBoundingClientRect().width),
  );
  for (const width of widths) expect(width).toBeGreaterThan(300);
  const label = await cells.first().evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).not.toBe('none');
});

/** How many lines an element's text takes (its text's line boxes). */
function linesOfText(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return tops.size;
}
