import { expect, onPlatform, storefrontUrl, test } from '../../fixtures';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { LoginFailedPage, MembersPage } from '../../fixtures/pages/members-page';

test('a wrong password shows the hosted page error and changes nothing', async ({ page }) => {
  const members = new MembersPage(page);
  const hosted = new HostedLoginPage(page);
  await members.goto();
  const before = (await page.context().cookies()).find((c) => c.name === 'session')?.value;
  await members.loginButton.click();

  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  await hosted.login('member@example.com', 'not-the-password');
  await expect(hosted.alert).toContainText('Wrong email or password');
  await expect(hosted.heading).toHaveText('Log in');

  await members.goto();
  await expect(members.greeting).toHaveText('Hello visitor');
  const after = (await page.context().cookies()).find((c) => c.name === 'session')?.value;
  expect(after).toBe(before);
});

test('a callback that does not belong to a login says so and leads back', async ({ page }) => {
  const failed = new LoginFailedPage(page);
  const members = new MembersPage(page);

  await page.goto('/login-callback?code=forged&state=forged');
  await expect(page).toHaveURL((url) => url.pathname === '/login-callback/failed');
  await expect(failed.reason).toContainText('no login in progress');

  await page.goto('/login-callback?error=access_denied&error_description=nope');
  await expect(failed.reason).toHaveText('The platform did not log you in. (access_denied)');

  // A state other than the one this browser's login started with.
  await members.startLogin();
  await page.goto(`${storefrontUrl}/login-callback?code=forged&state=not-ours`);
  await expect(failed.reason).toContainText('does not belong to the login this browser started');

  await failed.tryAgain.click();
  await expect(page).toHaveURL(`${storefrontUrl}/members`);
  await expect(members.greeting).toHaveText('Hello visitor');
});

test('a login code used once is refused the second time, and the member stays logged in', async ({
  page,
  context,
}) => {
  const members = new MembersPage(page);
  const hosted = new HostedLoginPage(page);
  const failed = new LoginFailedPage(page);
  await members.startLogin();
  const pending = await context.cookies(`${storefrontUrl}/login-callback`);
  const loginCookie = pending.find((c) => c.name === 'member_login');
  expect(loginCookie?.httpOnly).toBe(true);

  const callback = page.waitForRequest((r) => new URL(r.url()).pathname === '/login-callback');
  await hosted.login('member@example.com', 'member-password');
  const callbackUrl = (await callback).url();
  await expect(members.greeting).toHaveText('Hello Demo');
  expect(
    (await context.cookies(`${storefrontUrl}/login-callback`)).map((c) => c.name),
  ).not.toContain('member_login');

  // The same code and state again, with the login's own cookie put back: only the platform can tell.
  await context.addCookies([loginCookie!]);
  await page.goto(callbackUrl);
  await expect(failed.reason).toContainText('refused the login code');
  await failed.tryAgain.click();
  await expect(members.greeting).toHaveText('Hello Demo');
});

test('"Back to the site" on the hosted login returns to the page, logged out, with no failure', async ({
  page,
}) => {
  const members = new MembersPage(page);
  await members.startLogin();

  await new HostedLoginPage(page).backToSite.click();

  await expect(page).toHaveURL((url) => url.href === `${storefrontUrl}/members`);
  await expect(members.greeting).toHaveText('Hello visitor');
  await expect(members.loginButton).toBeVisible();
});
