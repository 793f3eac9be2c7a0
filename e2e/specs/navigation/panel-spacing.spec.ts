import { expect, startExtraStorefront, test } from '../../fixtures';
import type { ExtraStorefront } from '../../fixtures';
import { LoginFailedPage, MembersPage } from '../../fixtures/pages/members-page';
import { GARDEN, TicketsPage } from '../tickets/tickets-pages';

// A panel's padding is the only space below its last line, and a grid panel's gap the only space
// between its rows: no paragraph or list margin adds to either.

test.describe('on a storefront that has received nothing yet', () => {
  // A fresh storefront process holds no event, and no webhook subscription names it.
  let storefront: ExtraStorefront;
  test.beforeAll(async () => {
    storefront = await startExtraStorefront({});
  });
  test.afterAll(async () => storefront?.stop());

  test("the webhooks empty state spaces its list from the next paragraph, and ends on the panel's padding", async ({
    page,
    webhooksPage,
  }) => {
    await page.goto(`${storefront.url}/webhooks`);
    await expect(webhooksPage.empty).toBeVisible();
    await expect(webhooksPage.detectionToggle).toHaveCount(0);
    await expect(webhooksPage.empty.getByRole('list')).toHaveCSS('margin-bottom', '16px');
    await expect(webhooksPage.empty.getByText('Nothing arriving?')).toHaveCSS(
      'margin-bottom',
      '0px',
    );
  });
});

test("an RSVP's answer ends on the panel's padding", async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(GARDEN);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`rsvp-spacing-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.rsvpResult).toHaveCSS('margin-bottom', '0px');
});

test("the members panels' rows are spaced by the grid's gap alone", async ({ page }) => {
  const members = new MembersPage(page);
  await members.goto();
  await expect(members.greeting).toHaveText('Hello visitor');
  await expect(page.getByText("Log in or register on the platform's login page.")).toHaveCSS(
    'margin-bottom',
    '0px',
  );

  const failed = new LoginFailedPage(page);
  await page.goto('/login-callback?code=forged&state=forged');
  await expect(failed.reason).toHaveCSS('margin-bottom', '0px');
  await expect(failed.panel.getByRole('heading')).toHaveCSS('margin-bottom', '0px');
});
