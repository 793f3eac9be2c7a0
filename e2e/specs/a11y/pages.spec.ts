import { expect, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import { MembersPage } from '../../fixtures/pages/members-page';
import { expectAccessible } from './axe';

// Every page of the shell in its first state, and the states that are not an example's flow
// (those have their own a11y specs): axe must find nothing.

test('the home page, with the client id toast', async ({ homePage, page }) => {
  await homePage.open('/');
  await expect(homePage.toast).toBeVisible();
  await expect(page.getByTestId('installed-examples')).toBeVisible();
  await expectAccessible(page, '/');
});

test('the about page', async ({ page }) => {
  await page.goto('/about');
  await expectAccessible(page, '/about');
});

test('the not-found page, and an example that is not installed', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'an unknown path');
  await page.goto('/404?app=store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/404 for an example');
});

for (const path of ['/members', '/subscriptions', '/webhooks']) {
  test(`${path} for a visitor`, async ({ examplePage, page }) => {
    await examplePage.open(path);
    await expect(examplePage.title).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('/members for a member', async ({ context, page }) => {
  await logInNewMember(context);
  const members = new MembersPage(page);
  await members.goto();
  await expect(members.logoutButton).toBeVisible();
  await expectAccessible(page, '/members logged in');
});

test('the login-info modal open', async ({ page, sandbox }) => {
  // A CodeSandbox preview shows it on arrival (lib/sandbox.ts); see members/login-info-modal.
  await page.goto(`${sandbox}/members`);
  await expect(page.getByTestId('login-info-modal')).toBeVisible();
  await expectAccessible(page, 'the login-info modal');
});
