import { expect, platformCli, storefrontUrl, test, WEBHOOKS_SUBSCRIBE_ERROR } from '../../fixtures';

const FREE_SERVICE = 'Free Intro Consultation';
/** Either shows the booking arrived; the hosted checkout of a free service does both. */
const BOOKING_EVENTS = ['wix.bookings.v2.booking_created', 'wix.bookings.v2.booking_confirmed'];

test.describe('webhooks page', () => {
  test('shows the booking a visitor just made, delivered by the platform', async ({
    bookingPage,
    hostedCheckoutPage,
    webhooksPage,
    page,
  }) => {
    expect(
      process.env[WEBHOOKS_SUBSCRIBE_ERROR],
      'the global setup subscribes the storefront',
    ).toBe(undefined);
    await bookingPage.pickFirstSlot(FREE_SERVICE);
    await hostedCheckoutPage.book({ name: 'Grace Hopper', email: 'grace@example.com' });
    await expect(page).toHaveURL((url) => url.href.startsWith(`${storefrontUrl}/booking`));
    await expect(bookingPage.confirmation).toBeVisible();
    const bookingId = new URL(page.url()).searchParams.get('bookingId');
    expect(bookingId).toBeTruthy();

    await webhooksPage.goto();
    await expect(webhooksPage.title).toHaveText('Webhooks');
    const [created, confirmed] = BOOKING_EVENTS.map((type) => webhooksPage.event(type, bookingId!));
    // The page polls: the event shows up without a reload once the platform delivered it.
    await expect(created!.or(confirmed!).first()).toBeVisible({ timeout: 30_000 });
    await expect(webhooksPage.error).toHaveCount(0);
  });

  test('shows an event emitted with the trigger command, with the id of its payload (as the README shows)', async ({
    webhooksPage,
  }) => {
    expect(
      process.env[WEBHOOKS_SUBSCRIBE_ERROR],
      'the global setup subscribes the storefront',
    ).toBe(undefined);
    await webhooksPage.goto();
    await expect(webhooksPage.loading).toHaveCount(0);
    const entityId = `b-${Date.now()}`;
    const eventType = 'wix.bookings.v2.booking_confirmed';
    // The README's example: no --entity, the id comes from the payload.
    await platformCli(
      'webhooks',
      'trigger',
      eventType,
      '--payload',
      JSON.stringify({ booking: { id: entityId } }),
    );

    const item = webhooksPage.event(eventType, entityId);
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(item).toContainText('App');
    await expect(webhooksPage.empty).toHaveCount(0);
  });
});
