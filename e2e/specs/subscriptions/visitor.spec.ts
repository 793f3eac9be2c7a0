import { backOn, expect, onPlatform, test } from '../../fixtures';
import { registerNewMember } from '../../fixtures/member-session';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import {
  CLASS_PASS,
  COMMUNITY,
  HostedPlansCheckoutPage,
  MONTHLY,
  STAFF,
  SubscriptionsPage,
} from './subscriptions-pages';

test('a visitor sees the public plans, Buy on each, and an optional Log in', async ({ page }) => {
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.goto();

  await expect(subscriptions.title).toHaveText('Subscriptions');
  await expect(subscriptions.backButton).toBeVisible();
  await expect(subscriptions.plans).toHaveCount(4);
  await expect(subscriptions.plan(STAFF)).toHaveCount(0);

  const monthly = subscriptions.plan(MONTHLY);
  await expect(monthly.getByTestId('plan-price')).toHaveText('$49.00');
  await expect(monthly.getByTestId('plan-duration')).toHaveText('per month');
  await expect(monthly.getByTestId('plan-free-trial')).toHaveText('7-day free trial');
  await expect(monthly.getByTestId('plan-perks')).toContainText('Cancel anytime');
  await expect(subscriptions.plan(CLASS_PASS).getByTestId('plan-duration')).toHaveText(
    'for 3 months',
  );
  const community = subscriptions.plan(COMMUNITY);
  await expect(community.getByTestId('plan-price')).toHaveText('Free');
  await expect(community.getByTestId('plan-duration')).toHaveText('Unlimited');

  // Logging in is offered, not required: every plan has its Buy.
  await expect(subscriptions.loginPanel).toContainText('Log in to view the plans you hold');
  await expect(subscriptions.buyButtons).toHaveCount(4);

  // Log in goes through the members login: the platform's hosted login page.
  await subscriptions.loginButton.click();
  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
});

test('a visitor buys a plan: the hosted checkout asks them to log in, buys as them, and they come back logged in', async ({
  page,
}) => {
  const member = await registerNewMember();
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.startBuying(COMMUNITY);

  await expect(page).toHaveURL(onPlatform('/hosted/plans-checkout/'));
  const checkoutUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  const hosted = new HostedPlansCheckoutPage(page);
  await expect(hosted.submit).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  await new HostedLoginPage(page).login(member.email, member.password);

  // Back on the checkout as the member who logged in.
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByText(`Buying as ${member.email}.`)).toBeVisible();
  await hosted.submit.click();

  // Back through the site's login callback: logged in here too, with no second login.
  await expect(page).toHaveURL(backOn('/subscriptions', 'orderId'));
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  await expect(subscriptions.confirmation).toContainText('Thank you for your purchase');
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
  await expect(subscriptions.confirmation).not.toContainText('Log in with the account you used');
  await expect(subscriptions.loginPanel).toHaveCount(0);
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveText(
    /^Active since \w{3}, \w{3} \d+, \d{4}$/,
  );

  // The session is the member's on every page, after a reload too.
  await page.goto('/members');
  await expect(page.getByTestId('member-email')).toHaveText(member.email);
});

test('a visitor who logs in on the hosted checkout and leaves by "Back to the site" comes back logged in', async ({
  page,
}) => {
  const member = await registerNewMember();
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.startBuying(COMMUNITY);
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(onPlatform('/hosted/login/'));
  await new HostedLoginPage(page).login(member.email, member.password);
  await expect(page.getByText(`Buying as ${member.email}.`)).toBeVisible();

  await new HostedPlansCheckoutPage(page).backToSite.click();

  // Through the site's login callback: canceled, nothing bought, and logged in here too.
  await subscriptions.expectCanceledReturn();
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveCount(0);
  await expect(subscriptions.loginPanel).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByTestId('member-email')).toHaveText(member.email);
});
