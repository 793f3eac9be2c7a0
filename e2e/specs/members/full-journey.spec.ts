import { randomUUID } from 'node:crypto';
import { expect, platformUrl, storefrontUrl, test } from '../../fixtures';
import { verificationCodeFor } from '../../fixtures/mail-outbox';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { MembersPage } from '../../fixtures/pages/members-page';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  SubscriptionsPage,
} from '../subscriptions/subscriptions-pages';

// The whole member journey through the UI alone: register on the hosted page, verify with the
// code from the platform's mail outbox, log in, buy a plan on the hosted checkout, log out.
test('registers, verifies, logs in from /subscriptions, buys a plan, sees it active, logs out', async ({
  page,
}) => {
  const subscriptions = new SubscriptionsPage(page);
  const hosted = new HostedLoginPage(page);
  const members = new MembersPage(page);
  const email = `grace-${randomUUID().slice(0, 8)}@example.com`;

  await subscriptions.goto();
  await expect(subscriptions.loginPanel).toBeVisible();
  await expect(subscriptions.buyButtons).toHaveCount(0);
  await subscriptions.loginButton.click();

  await expect(page).toHaveURL((url) => url.href.startsWith(`${platformUrl}/hosted/login/`));
  await hosted.register({ email, password: 'grace-password-1', firstName: 'Grace' });
  await hosted.verify(await verificationCodeFor(email));

  // Back where the login started, now as a member.
  await expect(page).toHaveURL(`${storefrontUrl}/subscriptions`);
  await expect(subscriptions.loginPanel).toHaveCount(0);
  await subscriptions.buy(COMMUNITY).click();
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${platformUrl}/hosted/plans-checkout/`),
  );
  await new HostedPlansCheckoutPage(page).submit.click();
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
  await expect(subscriptions.purchaseStatus).toHaveText('ACTIVE');
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveText(/^Active since/);

  await members.goto();
  await expect(members.greeting).toHaveText('Hello Grace');
  await members.logoutButton.click();
  await expect(page).toHaveURL(`${storefrontUrl}/members`);
  await expect(members.greeting).toHaveText('Hello visitor');
  await subscriptions.goto();
  await expect(subscriptions.loginPanel).toBeVisible();
  await expect(subscriptions.buyButtons).toHaveCount(0);
});
