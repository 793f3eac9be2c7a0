import type { APIRequestContext } from '@playwright/test';
import {
  addFirstProductToCart,
  cartContent,
  expect,
  visitorSessionTokens,
  test,
  visitorClient,
  WEBHOOKS_SUBSCRIBE_ERROR,
} from '../../fixtures';

/**
 * How many probe carts the storefront's detection created after `since` (ms), by the platform's
 * cart_created events its /api/webhooks received: the sign that a store probe ran since then.
 */
async function probeCartsSince(request: APIRequestContext, since: number): Promise<number> {
  const response = await request.get('/api/webhooks');
  const { events } = (await response.json()) as {
    events: { eventType: string; eventTime: string; byDetection: boolean }[];
  };
  return events.filter(
    (event) =>
      event.byDetection &&
      event.eventType === 'wix.ecom.v1.cart_created' &&
      Date.parse(event.eventTime) > since,
  ).length;
}

test("detection never touches the visitor's own cart", async ({ homePage, context, request }) => {
  expect(process.env[WEBHOOKS_SUBSCRIBE_ERROR], 'the global setup subscribes the storefront').toBe(
    undefined,
  );
  await homePage.goto();
  await expect(homePage.card('Store')).toBeVisible();
  const visitor = visitorClient(await visitorSessionTokens(context));
  await addFirstProductToCart(visitor, 2);
  const filled = await cartContent(visitor);
  const filledAt = Date.now();
  expect(filled.lines).toHaveLength(1);

  // Load the page until its detection (cached a second) has run the store probe after the cart
  // was filled: the probe adds to, reads and deletes a cart, which must be a cart of its own.
  await expect(async () => {
    await homePage.reload();
    await expect(homePage.card('Store')).toBeVisible();
    expect(await probeCartsSince(request, filledAt)).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

  const sameVisitor = visitorClient(await visitorSessionTokens(context));
  expect(await cartContent(sameVisitor)).toEqual(filled);
});
