import type { Page } from '@playwright/test';
import { expect, platformUrl, storefrontUrl, test } from '../../fixtures';
import { MembersPage } from '../../fixtures/pages/members-page';

// A CodeSandbox preview host (lib/sandbox.ts). Its `.app` names are HTTPS-only in Chromium, so the
// browser's requests to it are answered by this machine's storefront, told the public host and
// scheme as a proxy in front of it would.
const SANDBOX = 'abc123-3000.csb.app';
const sandboxUrl = `https://${SANDBOX}`;

/** Serves the sandbox host from this machine's storefront, for the test that visits it. */
async function serveSandbox(page: Page): Promise<void> {
  await page.route(`${sandboxUrl}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `${storefrontUrl}${pathname}${search}`,
      headers: {
        ...route.request().headers(),
        'x-forwarded-host': SANDBOX,
        'x-forwarded-proto': 'https',
      },
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

// A request still in flight when a test ends (a prefetch) must finish, not fail with "Test ended".
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

test('the login-info modal opens when a member starts a login in a sandbox preview', async ({
  page,
}) => {
  const members = new MembersPage(page);
  await serveSandbox(page);
  await page.goto(`${sandboxUrl}/members`);
  await expect(members.greeting).toHaveText('Hello visitor');
  // The sandbox shows the modal once on arrival too; "Got it" closes it for now only.
  const modal = page.getByTestId('login-info-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toHaveCount(0);

  await members.loginButton.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('redirect-url')).toHaveText(`${sandboxUrl}/login-callback`);
  await expect(modal.getByRole('button', { name: 'Continue to login' })).toBeVisible();

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

test('no modal outside a sandbox: Login goes straight to the hosted login', async ({ page }) => {
  const members = new MembersPage(page);
  await members.goto();
  await members.loginButton.click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${platformUrl}/hosted/login/`));
  await expect(page.getByTestId('login-info-modal')).toHaveCount(0);
});
