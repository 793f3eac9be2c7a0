import { expect, platformUrl, storefrontUrl, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import { COMMUNITY, HostedPlansCheckoutPage, SubscriptionsPage } from './subscriptions-pages';

test('a member gets the free Community plan and sees it Active on return, once only', async ({
  page,
  context,
}) => {
  await logInNewMember(context);
  const subscriptions = new SubscriptionsPage(page);
  const hosted = new HostedPlansCheckoutPage(page);
  await subscriptions.goto();
  await expect(subscriptions.loginPanel).toHaveCount(0);
  await expect(subscriptions.buyButtons).toHaveCount(4);
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveCount(0);

  await subscriptions.buy(COMMUNITY).click();
  await expect(page).toHaveURL((url) =>
    url.href.startsWith(`${platformUrl}/hosted/plans-checkout/`),
  );
  await expect(page.getByRole('heading', { name: COMMUNITY })).toBeVisible();
  await hosted.submit.click();

  await expect(page).toHaveURL(
    (url) =>
      url.href.startsWith(`${storefrontUrl}/subscriptions`) && url.searchParams.has('orderId'),
  );
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
  await expect(subscriptions.purchaseStatus).toHaveText('ACTIVE');
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveText(/^Active since \w{3} \d+, \d{4}$/);

  // Community is sold once per member: a second Buy is refused, with a reason, on the page.
  await subscriptions.buy(COMMUNITY).click();
  await expect(subscriptions.error).toContainText('once per member');
  await expect(subscriptions.error).toContainText('You already have this plan');
  await expect(page).toHaveURL(/\/subscriptions/);
});
