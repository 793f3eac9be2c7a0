import { expect, onPlatform, test, usePremiumSite } from '../../fixtures';
import { MembersPage } from '../../fixtures/pages/members-page';
import { MUG } from '../store/store-helpers';
import { GARDEN, GENERAL, JAZZ, TicketsPage } from '../tickets/tickets-pages';

// The main flows leave the browser console quiet: a redirect to a hosted page is a success, and
// a handled failure shows on the page (the `consoleErrors` fixture fails the test otherwise).

usePremiumSite();

test('home, store with a refused coupon, then the hosted checkout', async ({
  consoleErrors,
  homePage,
  storePage,
  page,
}) => {
  await homePage.goto();
  await expect(homePage.installedList).toBeVisible();
  await storePage.openWithCartOf(MUG);
  await expect(storePage.cartLines).toHaveCount(1);
  await storePage.applyCoupon('NO-SUCH-COUPON');
  await expect(storePage.couponError).toBeVisible();

  await storePage.goToCheckout();
  await expect(page.getByText(MUG).first()).toBeVisible();
  expect(consoleErrors.unexpected()).toEqual([]);
});

test('tickets: a refused RSVP, then reserving to the hosted checkout', async ({
  consoleErrors,
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(GARDEN);
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.error).toBeVisible();

  await tickets.chooseEvent(JAZZ);
  await tickets.reserve(GENERAL, 1);
  await expect(page).toHaveURL(onPlatform());
  await expect(page.getByRole('heading', { name: JAZZ })).toBeVisible();
  expect(consoleErrors.unexpected()).toEqual([]);
});

test('booking a free slot, and a member starting a login', async ({
  consoleErrors,
  bookingPage,
  page,
}) => {
  await bookingPage.pickFirstSlot('Free Intro Consultation');
  await expect(page).toHaveURL(onPlatform());
  await expect(page.getByText('Free Intro Consultation').first()).toBeVisible();

  const members = new MembersPage(page);
  await members.goto();
  await members.loginButton.click();
  await expect(page).toHaveURL(onPlatform());
  expect(consoleErrors.unexpected()).toEqual([]);
});
