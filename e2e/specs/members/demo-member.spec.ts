import { expect, onPlatform, storefrontUrl, test } from '../../fixtures';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { MembersPage } from '../../fixtures/pages/members-page';

test('the demo member logs in with the keyboard and opens an account section', async ({ page }) => {
  const members = new MembersPage(page);
  const hosted = new HostedLoginPage(page);
  await members.goto();
  await members.loginButton.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  await hosted.login('member@example.com', 'member-password');

  await expect(page).toHaveURL(`${storefrontUrl}/members`);
  await expect(members.greeting).toHaveText('Hello Demo');
  await members.accountSection('My account').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  await expect(page.getByText('member@example.com')).toBeVisible();

  await members.goto();
  await expect(members.greeting).toHaveText('Hello Demo');
  await members.logoutButton.click();
  await expect(members.greeting).toHaveText('Hello visitor');
  await expect(members.loggedOutNotice).toHaveText(
    'You are logged out. Log in again to see your account.',
  );
  // The notice is the logout's answer, not the page's: a plain visit does not repeat it.
  await members.goto();
  await expect(members.greeting).toHaveText('Hello visitor');
  await expect(members.loggedOutNotice).toHaveCount(0);
});
