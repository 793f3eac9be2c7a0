import { expect, test } from '../../fixtures';
import { MONTHLY, SubscriptionsPage } from './subscriptions-pages';

test("a plan's perks are indented like a panel's plain lists, with filled bullets", async ({
  page,
}) => {
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.goto();
  const perks = subscriptions.plan(MONTHLY).getByTestId('plan-perks');
  await expect(perks).toHaveCSS('padding-left', '20px');
  // Not the hollow circles of a nested list: the perks sit inside the plan's list item.
  await expect(perks).toHaveCSS('list-style-type', 'disc');
});
