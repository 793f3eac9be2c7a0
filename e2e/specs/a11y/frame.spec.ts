import { expect, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import { Header } from '../../fixtures/pages/header';
import { expectAccessible } from './axe';

// The frame's new pages and states: the member's own area (visitor and member), the small cart
// open, the phone menu open. axe must find nothing.

test('/account for a visitor', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByTestId('account-visitor')).toBeVisible();
  await expectAccessible(page, '/account for a visitor');
});

test('/account for a member with nothing yet', async ({ context, page }) => {
  await logInNewMember(context);
  await page.goto('/account');
  await expect(page.getByTestId('account-empty-orders')).toBeVisible();
  await expectAccessible(page, '/account for a new member');
});

test('the small cart open', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/');
  await header.cartButton.click();
  await expect(header.miniCart).toBeVisible();
  await expectAccessible(page, 'the small cart open');
});

test('the menu open at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const header = new Header(page);
  await page.goto('/');
  await header.menuButton.click();
  await expect(header.link('Webhooks')).toBeVisible();
  await expectAccessible(page, 'the phone menu open');
});
