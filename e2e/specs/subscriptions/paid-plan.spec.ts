import { backOn, expect, onPlatform, test, usePremiumSite } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  SubscriptionsPage,
  YEARLY,
} from './subscriptions-pages';

// The demo site is not premium; paid plans on the hosted checkout need it to be.
usePremiumSite();

test.beforeEach(async ({ context }) => {
  await logInNewMember(context);
});

async function checkout(page: SubscriptionsPage, outcome: 'pay' | 'decline') {
  await page.startBuying(YEARLY);
  await expect(page.page).toHaveURL(onPlatform('/hosted/plans-checkout/'));
  await expect(page.page.getByRole('heading', { name: YEARLY })).toBeVisible();
  const hosted = new HostedPlansCheckoutPage(page.page);
  await expect(hosted.summary).toBeVisible();
  await hosted.pay(outcome);
}

test('a member pays for a plan on the hosted checkout and sees it Active', async ({ page }) => {
  const subscriptions = new SubscriptionsPage(page);
  await checkout(subscriptions, 'pay');

  await expect(page).toHaveURL(backOn('/subscriptions', 'orderId'));
  await expect(subscriptions.purchasedPlan).toHaveText(YEARLY);
  await expect(subscriptions.purchaseStatus).toHaveText(/^Active since \w{3}, \w{3} \d+, \d{4}$/);
  await expect(subscriptions.orderStatus(YEARLY)).toHaveText(/^Active since/);

  // Held: buying it again is an explicit choice, said on the button and beside it.
  await expect(subscriptions.buy(YEARLY)).toHaveText(`Buy again ${YEARLY}`);
  await expect(subscriptions.buy(YEARLY)).toBeEnabled();
  await expect(subscriptions.buyAgainNote(YEARLY)).toHaveText(
    'You already hold this plan. Buying again adds a second order.',
  );
  await expect(subscriptions.buy(COMMUNITY)).toHaveText(`Buy ${COMMUNITY}`);
});

test('leaving the hosted checkout by "Back to the site" says so and buys nothing', async ({
  page,
}) => {
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.startBuying(YEARLY);
  const hosted = new HostedPlansCheckoutPage(page);
  await expect(hosted.backToSite).toBeVisible();
  await hosted.backToSite.click();

  await subscriptions.expectCanceledReturn();
  await expect(subscriptions.confirmation).toHaveCount(0);
  await expect(subscriptions.orderStatus(YEARLY)).toHaveCount(0);
});

test('a declined payment comes back saying so in words, as /booking and /tickets do', async ({
  page,
}) => {
  const subscriptions = new SubscriptionsPage(page);
  await checkout(subscriptions, 'decline');

  await subscriptions.expectDeclinedReturn(
    'Nothing was charged and no plan was bought. Choose Buy on a plan to try again.',
  );
  await expect(subscriptions.confirmation).toHaveCount(0);
  await expect(subscriptions.orderStatus(YEARLY)).toHaveCount(0);
  await subscriptions.reload();
  await expect(subscriptions.plans.getByTestId('plan-order-status')).toHaveCount(0);
});
