import { expect, test } from '../../fixtures';

/** One probe-cart event, as /api/webhooks lists those the home page's app detection caused. */
const detectionEvent = {
  eventId: 'detection-1',
  eventType: 'wix.ecom.v1.cart_created',
  entityId: 'probe-cart',
  eventTime: '2026-11-27T17:00:00.000Z',
  receivedAt: '2026-11-27T17:00:01.000Z',
  who: 'Visitor 1a2b3c4d',
  byDetection: true,
};

test('with only detection events received, /webhooks still says how to cause an event', async ({
  webhooksPage,
  page,
}) => {
  // A newcomer's first visit after the home page: its detection's events, none of a visitor's.
  await page.route('**/api/webhooks', (route) =>
    route.fulfill({ json: { events: [detectionEvent] } }),
  );
  await webhooksPage.goto();

  await expect(webhooksPage.detectionToggle).toHaveText('Show detection events (1 hidden)');
  await expect(webhooksPage.empty).toBeVisible();
  await expect(webhooksPage.empty.getByRole('heading')).toHaveText('No events from visitors yet');
  await expect(webhooksPage.empty).toContainText('book a slot on the booking page');

  await webhooksPage.detectionToggle.click();
  await expect(webhooksPage.detectionEvents).toHaveCount(1);
  await expect(webhooksPage.empty).toHaveCount(0);
});
