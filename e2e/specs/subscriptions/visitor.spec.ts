import { expect, platformUrl, test } from '../../fixtures';
import { CLASS_PASS, COMMUNITY, MONTHLY, STAFF, SubscriptionsPage } from './subscriptions-pages';

test('a visitor sees the public plans, "Login to view" and a Login button, and no Buy', async ({
  page,
}) => {
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

  await expect(subscriptions.loginPanel).toContainText('Login to view');
  await expect(subscriptions.loginButton).toBeVisible();
  await expect(subscriptions.buyButtons).toHaveCount(0);

  // Login goes through the members login: the platform's hosted login page.
  await subscriptions.loginButton.click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${platformUrl}/hosted/login/`));
});
