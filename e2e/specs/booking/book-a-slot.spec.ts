import { formatMoment, formatTime } from '@headless/contract';
import {
  bookingsClient,
  expect,
  onPlatform,
  visitorSessionTokens,
  slotAt,
  storefrontUrl,
  test,
} from '../../fixtures';

// The demo site is not premium, so only its free service can be booked without an upgrade.
const FREE_SERVICE = 'Free Intro Consultation';
const PAID_SERVICE = 'Morning Yoga Flow';

test.describe('booking a slot', () => {
  test('books a slot through the hosted checkout, comes back confirmed, and the slot has one spot less', async ({
    bookingPage,
    hostedCheckoutPage,
    page,
    context,
  }) => {
    await bookingPage.goto();
    await expect(bookingPage.title).toHaveText('Bookings');

    const serviceId = await bookingPage.chooseService(FREE_SERVICE);
    await expect(bookingPage.error).toHaveCount(0);
    await expect(bookingPage.slots.first()).toBeVisible();
    const { button, startDate } = await bookingPage.firstSlot();
    // Days and times in the house style (docs/architecture.md), in the browser's zone, named once.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(bookingPage.slotsTimeZone).toHaveText(`Times are in your time zone, ${timeZone}.`);
    await expect(button).toContainText(formatTime(startDate, timeZone));
    const client = bookingsClient(await visitorSessionTokens(context));
    const before = await slotAt(client, serviceId, startDate);
    expect(before.openSpots).toBeGreaterThan(0);

    await button.click();
    await expect(page).toHaveURL(onPlatform());
    await expect(hostedCheckoutPage.details).toBeVisible();
    await expect(page.getByText(FREE_SERVICE).first()).toBeVisible();
    await hostedCheckoutPage.book({ name: 'Ada Lovelace', email: 'ada@example.com' });

    await expect(page).toHaveURL((url) => {
      return url.href.startsWith(`${storefrontUrl}/booking`) && url.searchParams.has('bookingId');
    });
    await expect(bookingPage.confirmation).toBeVisible();
    await expect(bookingPage.confirmation).toHaveAttribute('data-status', 'CONFIRMED');
    await expect(bookingPage.confirmedService).toHaveText(FREE_SERVICE);
    await expect(bookingPage.confirmedStatus).toHaveText('Confirmed');
    await expect(bookingPage.confirmedTime).toHaveText(formatMoment(startDate, timeZone));

    const after = await slotAt(client, serviceId, startDate);
    expect(after.openSpots).toBe(before.openSpots - 1);
  });

  test('offers the premium upgrade when a paid service cannot be booked on this site', async ({
    bookingPage,
    page,
  }) => {
    await bookingPage.pickFirstSlot(PAID_SERVICE);

    await expect(bookingPage.premiumModal).toBeVisible();
    await expect(bookingPage.error).toBeVisible();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('works from the keyboard: a service is a radio, a slot a button', async ({
    bookingPage,
    page,
  }) => {
    await bookingPage.goto();
    await bookingPage.service(FREE_SERVICE).focus();

    await page.keyboard.press('Space');

    await expect(bookingPage.service(FREE_SERVICE)).toBeChecked();
    await expect(bookingPage.slots.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(bookingPage.slots.first()).toBeFocused();
  });
});
