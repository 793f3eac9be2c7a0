import type { Page } from '@playwright/test';
import {
  backOn,
  type BookingPage,
  bookingsClient,
  expect,
  onPlatform,
  visitorSessionTokens,
  slotAt,
  test,
  usePremiumSite,
} from '../../fixtures';

// A paid service needs a premium site; the demo site is not one.
const PAID_SERVICE = 'Morning Yoga Flow';
const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };

usePremiumSite();

/** Chooses the paid service and its first slot, and lands on the hosted checkout. */
async function openCheckout({ bookingPage, page }: { bookingPage: BookingPage; page: Page }) {
  await bookingPage.goto();
  const serviceId = await bookingPage.chooseService(PAID_SERVICE);
  const { button, startDate } = await bookingPage.firstSlot();
  await button.click();
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  return { serviceId, startDate };
}

test('a paid booking shows its total, is paid, and comes back confirmed with price and payment', async ({
  bookingPage,
  hostedCheckoutPage: hosted,
  page,
}) => {
  await openCheckout({ bookingPage, page });
  await expect(hosted.price).toHaveText('$25.00 per participant');
  await expect(hosted.total).toHaveText('$25.00 for 1 participant');

  await hosted.fill({ ...ADA, participants: 2 });
  await hosted.updateTotal.click();
  await expect(hosted.total).toHaveText('$50.00 for 2 participants');
  await expect(hosted.submit).toHaveText('Book and pay · $50.00');
  await hosted.pay('pay');

  await expect(page).toHaveURL(backOn('/booking', 'bookingId'));
  await expect(bookingPage.confirmedStatus).toHaveText('Confirmed');
  await expect(bookingPage.confirmedPrice).toHaveText('$25.00 × 2 participants = $50.00');
  await expect(bookingPage.confirmedPayment).toHaveText('Paid online');
  await expect(bookingPage.returnNotice).toHaveCount(0);
});

// The newcomer typed 3 participants and pressed "Book and pay · $25.00" at once: $75.00 was charged.
test('the pay button names the amount as the participants change, and that amount is charged', async ({
  bookingPage,
  hostedCheckoutPage: hosted,
  page,
}) => {
  await openCheckout({ bookingPage, page });
  await expect(hosted.submit).toHaveText('Book and pay · $25.00');

  await hosted.fill({ ...ADA, participants: 3 });
  await expect(hosted.submit).toHaveText('Book and pay · $75.00');
  await expect(hosted.total).toHaveText('$75.00 for 3 participants');
  await hosted.participants.fill('-1');
  await expect(hosted.submit).toHaveText('Book and pay');
  await hosted.participants.fill('2');
  await expect(hosted.submit).toHaveText('Book and pay · $50.00');
  await hosted.pay('pay');

  await expect(page).toHaveURL(backOn('/booking', 'bookingId'));
  await expect(bookingPage.confirmedPrice).toHaveText('$25.00 × 2 participants = $50.00');
  await expect(bookingPage.confirmedPayment).toHaveText('Paid online');
});

test('a declined payment comes back to /booking with a clear message and books nothing', async ({
  bookingPage,
  hostedCheckoutPage: hosted,
  page,
  context,
}) => {
  const { serviceId, startDate } = await openCheckout({ bookingPage, page });
  const client = bookingsClient(await visitorSessionTokens(context));
  const before = await slotAt(client, serviceId, startDate);
  await hosted.fill(ADA);
  await hosted.pay('decline');

  await bookingPage.expectDeclinedReturn('Nothing was booked');
  await expect(bookingPage.confirmation).toHaveCount(0);
  // The selection is kept: the service is chosen again, its slots listed.
  await expect(bookingPage.service(PAID_SERVICE)).toBeChecked();
  await expect(bookingPage.slots.first()).toBeVisible();
  expect((await slotAt(client, serviceId, startDate)).openSpots).toBe(before.openSpots);
});

test('"Back to the site" leaves the checkout: canceled, said neutrally, the service still chosen', async ({
  bookingPage,
  hostedCheckoutPage: hosted,
  page,
}) => {
  await openCheckout({ bookingPage, page });
  await expect(hosted.backToSite).toBeVisible();
  await hosted.backToSite.focus();
  await page.keyboard.press('Enter');

  await bookingPage.expectCanceledReturn();
  await expect(bookingPage.confirmation).toHaveCount(0);
  await expect(bookingPage.service(PAID_SERVICE)).toBeChecked();
  await expect(bookingPage.slots.first()).toBeVisible();
});
