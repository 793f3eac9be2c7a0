import { expect, setSitePremium, test } from '../../fixtures';
import { logInMember } from '../../fixtures/member-session';
import { MONTHLY, SubscriptionsPage } from './subscriptions-pages';

test.beforeAll(() => setSitePremium(false));

// The demo site starts without premium: a paid plan cannot go to the hosted checkout.
test('offers the premium upgrade when a member buys a paid plan on a site that is not premium', async ({
  page,
  context,
}) => {
  await logInMember(context);
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.goto();
  await subscriptions.buy(MONTHLY).focus();
  await page.keyboard.press('Enter');

  await expect(subscriptions.premiumModal).toBeVisible();
  await expect(subscriptions.premiumModal).toContainText('npm run platform -- sites premium on');
  await expect(subscriptions.error).toContainText('premium');
  await expect(page).toHaveURL(/\/subscriptions$/);
});
