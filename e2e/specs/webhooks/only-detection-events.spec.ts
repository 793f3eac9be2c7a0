import type { APIRequestContext } from '@playwright/test';
import { expect, startExtraStorefront, test } from '../../fixtures';
import type { ExtraStorefront } from '../../fixtures';

// A newcomer's first visit after the home page: a storefront that has received its app
// detection's events and none of a visitor's. A fresh storefront subscribed before it starts:
// its start's request for the home page runs the detection (a probe cart, created and deleted),
// and its detection cache outlasts the test, so that run is the only one.
let storefront: ExtraStorefront;
test.beforeAll(async () => {
  storefront = await startExtraStorefront({ receivesWebhooks: true, detectionCacheSeconds: 600 });
});
test.afterAll(async () => storefront?.stop());

/** How many events the storefront received once its probe cart's deletion has arrived. */
async function receivedProbeRun(request: APIRequestContext): Promise<number> {
  let received = 0;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${storefront.url}/api/webhooks`);
        const { events } = (await response.json()) as { events: { eventType: string }[] };
        received = events.length;
        return events.map((event) => event.eventType);
      },
      { message: "the probe cart's deletion reaches the storefront", timeout: 30_000 },
    )
    .toContain('wix.ecom.v1.cart_deleted');
  return received;
}

test('with only detection events received, /webhooks still says how to cause an event', async ({
  webhooksPage,
  page,
}) => {
  await page.goto(`${storefront.url}/`);
  const hidden = await receivedProbeRun(page.request);
  expect(hidden).toBeGreaterThanOrEqual(1);
  await page.goto(`${storefront.url}/webhooks`);

  await expect(webhooksPage.detectionToggle).toHaveText(`Show detection events (${hidden} hidden)`);
  await expect(webhooksPage.empty).toBeVisible();
  await expect(webhooksPage.empty.getByRole('heading')).toHaveText('No events from visitors yet');
  await expect(webhooksPage.empty).toContainText('book a slot on the booking page');

  await webhooksPage.detectionToggle.click();
  await expect(webhooksPage.detectionEvents).toHaveCount(hidden);
  await expect(webhooksPage.empty).toHaveCount(0);
});
