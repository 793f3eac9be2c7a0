import { expect, test } from '../../fixtures';
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
