import { expect, onPlatform, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  SubscriptionsPage,
} from '../subscriptions/subscriptions-pages';
import { expectAccessible } from './axe';

test('/subscriptions for a member, and the plan confirmation', async ({ context, page }) => {
  await logInNewMember(context);
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.goto();
  await expect(subscriptions.buy(COMMUNITY)).toBeVisible();
  await expectAccessible(page, '/subscriptions for a member');

  await subscriptions.buy(COMMUNITY).click();
  await expect(page).toHaveURL(onPlatform());
  await new HostedPlansCheckoutPage(page).submit.click();
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
  await expectAccessible(page, '/subscriptions plan confirmed');
});
