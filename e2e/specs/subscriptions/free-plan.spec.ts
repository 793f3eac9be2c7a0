import { backOn, expect, onPlatform, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  MONTHLY,
  SubscriptionsPage,
} from './subscriptions-pages';

test('a member gets the free Community plan and sees it Active on return, once only', async ({
  page,
  context,
}) => {
  await logInNewMember(context);
  const subscriptions = new SubscriptionsPage(page);
  const hosted = new HostedPlansCheckoutPage(page);
  // A second tab opened before the purchase still offers Buy: the platform has the last word.
  const stale = new SubscriptionsPage(await context.newPage());
  await stale.goto();
  await subscriptions.goto();
  await expect(subscriptions.loginPanel).toHaveCount(0);
  await expect(subscriptions.buyButtons).toHaveCount(4);
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveCount(0);

  await subscriptions.buy(COMMUNITY).click();
  await expect(page).toHaveURL(onPlatform('/hosted/plans-checkout/'));
  await expect(page.getByRole('heading', { name: COMMUNITY })).toBeVisible();
  await hosted.submit.click();

  await expect(page).toHaveURL(backOn('/subscriptions', 'orderId'));
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);
  await expect(subscriptions.purchaseStatus).toHaveText(/^Active since \w{3}, \w{3} \d+, \d{4}$/);
  await expect(subscriptions.orderStatus(COMMUNITY)).toHaveText(
    /^Active since \w{3}, \w{3} \d+, \d{4}$/,
  );

  // Community is sold once per member: its Buy is disabled, the reason beside it before any click.
  await expect(subscriptions.buy(COMMUNITY)).toBeDisabled();
  await expect(subscriptions.limitReached(COMMUNITY)).toHaveText(
    'You have bought this plan once; it is sold once per member.',
  );
  await expect(subscriptions.buy(COMMUNITY)).toHaveAccessibleDescription(
    'You have bought this plan once; it is sold once per member.',
  );
  await expect(subscriptions.buy(MONTHLY)).toBeEnabled();
  // A note above one Buy moves no button: cards side by side keep their buttons level.
  await expectBuyButtonsLevel(subscriptions);
  await subscriptions.goto();
  await expect(subscriptions.buy(COMMUNITY)).toBeDisabled();
  await expect(subscriptions.limitReached(COMMUNITY)).toBeVisible();

  // The stale tab's Buy is refused with the reason, and leaves the member on the page.
  await stale.buy(COMMUNITY).click();
  await expect(stale.error).toContainText('once per member');
  await expect(stale.error).toContainText('You already have this plan');
  await expect(stale.page).toHaveURL(/\/subscriptions/);
});

/** Plans that share a row of the grid have their Buy buttons at the same height. */
async function expectBuyButtonsLevel(subscriptions: SubscriptionsPage) {
  const boxes = await subscriptions.plans.evaluateAll((cards) =>
    cards.map((card) => ({
      row: Math.round(card.getBoundingClientRect().top),
      button: Math.round(card.querySelector('button')?.getBoundingClientRect().top ?? -1),
    })),
  );
  const byRow = new Map<number, number[]>();
  for (const { row, button } of boxes) byRow.set(row, [...(byRow.get(row) ?? []), button]);
  expect(
    [...byRow.values()].some((row) => row.length > 1),
    'plans side by side',
  ).toBe(true);
  for (const buttons of byRow.values()) expect(new Set(buttons).size).toBe(1);
}
