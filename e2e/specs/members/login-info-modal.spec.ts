import { expect, test } from '../../fixtures';
import { MembersPage } from '../../fixtures/pages/members-page';

test('the login-info modal opens when a member starts a login in a sandbox preview', async ({
  page,
  sandbox,
}) => {
  const members = new MembersPage(page);
  await page.goto(`${sandbox}/members`);
  await expect(members.greeting).toHaveText('Hello visitor');
  // The sandbox shows the modal once on arrival too; "Got it" closes it for now only.
  const modal = page.getByTestId('login-info-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toHaveCount(0);

  await members.loginButton.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('redirect-url')).toHaveText(`${sandbox}/login-callback`);
  await expect(modal.getByRole('button', { name: 'Continue to log in' })).toBeVisible();

  // "Don't show again" goes on with the login, and the next login starts without the modal. The
  // demo OAuth app allows only loopback redirect URLs, so the platform refuses this one.
  await modal.getByRole('button', { name: "Don't show again" }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('members-error')).toContainText(/redirect/i);
  await page.reload();
  await members.loginButton.click();
  await expect(page.getByTestId('members-error')).toContainText(/redirect/i);
  await expect(modal).toHaveCount(0);
});

test('no modal outside a sandbox: Log in goes straight to the hosted login', async ({ page }) => {
  const members = new MembersPage(page);
  await members.startLogin();
  await expect(page.getByTestId('login-info-modal')).toHaveCount(0);
});
