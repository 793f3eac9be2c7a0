import { randomUUID } from 'node:crypto';
import { expect, onPlatform, storefrontUrl, test } from '../../fixtures';
import { verificationCodeFor } from '../../fixtures/mail-outbox';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { MembersPage } from '../../fixtures/pages/members-page';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  SubscriptionsPage,
} from '../subscriptions/subscriptions-pages';

const LOGGED_OUT = `${storefrontUrl}/members?loggedOut=1&callbackType=LOGOUT&status=SUCCESS`;

// The member script through the UI alone: register on the hosted page, verify with the
// code from the platform's mail outbox, log out, log in again with the password, buy a plan on
// the hosted checkout, log out.
test('registers, verifies, logs out, logs in with the password, buys a plan, logs out', async ({
  page,
}) => {
  const subscriptions = new SubscriptionsPage(page);
  const hosted = new HostedLoginPage(page);
  const members = new MembersPage(page);
  const member = {
    email: `grace-${randomUUID().slice(0, 8)}@example.com`,
    password: 'grace-password-1',
    firstName: 'Grace',
  };
  const toHostedLogin = async () => {
    await subscriptions.loginButton.click();
    await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  };
  const logOut = async () => {
    await members.goto();
    await expect(members.greeting).toHaveText('Hello Grace');
    await members.logoutButton.click();
    await expect(page).toHaveURL(LOGGED_OUT);
    await expect(members.greeting).toHaveText('Hello visitor');
  };

  await test.step('register and verify with the mailed code', async () => {
    await subscriptions.goto();
    await expect(subscriptions.loginPanel).toBeVisible();
    // A visitor may buy too (the hosted checkout asks them to log in): logging in is a choice.
    await expect(subscriptions.buyButtons).toHaveCount(4);
    await toHostedLogin();
    await hosted.register(member);
    await hosted.verify(await verificationCodeFor(member.email));
    // Verifying logs the new member in, back where the login started.
    await expect(page).toHaveURL(`${storefrontUrl}/subscriptions`);
    await expect(subscriptions.loginPanel).toHaveCount(0);
  });

  await test.step('log out', logOut);

  await test.step('log in with the password on the hosted login', async () => {
    await subscriptions.goto();
    await expect(subscriptions.loginPanel).toBeVisible();
    await toHostedLogin();
    await hosted.login(member.email, member.password);
    await expect(page).toHaveURL(`${storefrontUrl}/subscriptions`);
    await expect(subscriptions.loginPanel).toHaveCount(0);
  });

  await test.step('buy a plan on the hosted checkout', async () => {
    await subscriptions.buy(COMMUNITY).click();
    await expect(page).toHaveURL(onPlatform('/hosted/plans-checkout/'));
    await new HostedPlansCheckoutPage(page).submit.click();
    await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
    await expect(subscriptions.purchaseStatus).toHaveText(/^Active since/);
    await expect(subscriptions.orderStatus(COMMUNITY)).toHaveText(/^Active since/);
  });

  await test.step('log out, and the member’s plans are no longer shown', async () => {
    await logOut();
    await subscriptions.goto();
    await expect(subscriptions.loginPanel).toBeVisible();
    await expect(subscriptions.orderStatus(COMMUNITY)).toHaveCount(0);
    await expect(subscriptions.buy(COMMUNITY)).toBeEnabled();
  });
});
