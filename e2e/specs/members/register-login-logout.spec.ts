import { randomUUID } from 'node:crypto';
import { expect, onPlatform, storefrontUrl, test } from '../../fixtures';
import { verificationCodeFor } from '../../fixtures/mail-outbox';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { MembersPage } from '../../fixtures/pages/members-page';

test('a visitor registers, verifies the emailed code, comes back logged in, then logs out', async ({
  page,
}) => {
  const members = new MembersPage(page);
  const hosted = new HostedLoginPage(page);
  const email = `ada-${randomUUID().slice(0, 8)}@example.com`;

  await members.goto();
  await expect(members.title).toHaveText('Members');
  await expect(members.greeting).toHaveText('Hello visitor');
  await members.loginButton.click();

  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  // The PKCE verifier and state stay on the storefront's server: never in the URL.
  expect(page.url()).not.toContain('code_verifier');
  await hosted.register({ email, password: 'ada-password-1', firstName: 'Ada' });
  await expect(hosted.heading).toHaveText('Verify your email');
  await hosted.verify(await verificationCodeFor(email));

  await expect(page).toHaveURL(`${storefrontUrl}/members`);
  await expect(members.greeting).toHaveText('Hello Ada');
  await expect(page.getByTestId('member-email')).toHaveText(email);
  await expect(members.accountSection('My subscriptions')).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(session?.httpOnly).toBe(true);
  expect(decodeURIComponent(session?.value ?? '')).toContain('"role":"member"');

  await members.logoutButton.click();
  await expect(page).toHaveURL(
    `${storefrontUrl}/members?loggedOut=1&callbackType=LOGOUT&status=SUCCESS`,
  );
  await expect(members.greeting).toHaveText('Hello visitor');
  await expect(members.loggedOutNotice).toBeVisible();
  await expect(members.loginButton).toBeVisible();
});
