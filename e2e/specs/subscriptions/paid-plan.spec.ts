import { expect, platformCli, platformUrl, storefrontUrl, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import { HostedPlansCheckoutPage, SubscriptionsPage, YEARLY } from './subscriptions-pages';

// The demo site is not premium; paid plans on the hosted checkout need it to be.
test.beforeAll(async () => {
  await platformCli('sites', 'premium', 'on');
});
test.afterAll(async () => {
  await platformCli('sites', 'premium', 'off');
});

test.beforeEach(async ({ context }) => {
  await logInNewMember(context);
});

async function checkout(page: SubscriptionsPage, outcome: 'pay' | 'decline') {
  await page.goto();
  await page.buy(YEARLY).click();
  await expect(page.page).toHaveURL((url) =>
    url.href.startsWith(`${platformUrl}/hosted/plans-checkout/`),
  );
  await expect(page.page.getByRole('heading', { name: YEARLY })).toBeVisible();
  await new HostedPlansCheckoutPage(page.page).pay(outcome);
}

test('a member pays for a plan on the hosted checkout and sees it Active', async ({ page }) => {
  const subscriptions = new SubscriptionsPage(page);
  await checkout(subscriptions, 'pay');

  await expect(page).toHaveURL(
    (url) =>
      url.href.startsWith(`${storefrontUrl}/subscriptions`) && url.searchParams.has('orderId'),
  );
  await expect(subscriptions.purchasedPlan).toHaveText(YEARLY);
  await expect(subscriptions.purchaseStatus).toHaveText('ACTIVE');
  await expect(subscriptions.orderStatus(YEARLY)).toHaveText(/^Active since/);
});

test('a declined payment shows a notice and buys nothing', async ({ page }) => {
  const subscriptions = new SubscriptionsPage(page);
  await checkout(subscriptions, 'decline');

  await expect(page).toHaveURL(
    (url) =>
      url.href.startsWith(`${storefrontUrl}/subscriptions`) &&
      url.searchParams.get('paymentStatus') === 'DECLINED',
  );
  await expect(subscriptions.declined).toContainText(`The payment for ${YEARLY} was declined`);
  await expect(subscriptions.confirmation).toHaveCount(0);
  await expect(subscriptions.orderStatus(YEARLY)).toHaveCount(0);
  await subscriptions.reload();
  await expect(subscriptions.plans.getByTestId('plan-order-status')).toHaveCount(0);
});
