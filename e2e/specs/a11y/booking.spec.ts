import { expect, onPlatform, test } from '../../fixtures';
import { expectAccessible } from './axe';

const FREE_SERVICE = 'Free Intro Consultation';
const PAID_SERVICE = 'Morning Yoga Flow';

test('/booking empty, with a service chosen, and confirmed', async ({
  bookingPage,
  hostedCheckoutPage,
  page,
}) => {
  await bookingPage.goto();
  await expect(bookingPage.services).toBeVisible();
  await expectAccessible(page, '/booking');

  await bookingPage.chooseService(FREE_SERVICE);
  await expect(bookingPage.slots.first()).toBeVisible();
  await expectAccessible(page, '/booking with a service chosen');

  await bookingPage.slots.first().click();
  await expect(page).toHaveURL(onPlatform());
  await hostedCheckoutPage.book({ name: 'Ada Lovelace', email: 'ada@example.com' });
  await expect(bookingPage.confirmation).toBeVisible();
  await expectAccessible(page, '/booking confirmed');
});

test('/booking with the premium upgrade modal open', async ({ bookingPage, page }) => {
  await bookingPage.pickFirstSlot(PAID_SERVICE);
  await expect(bookingPage.premiumModal).toBeVisible();
  await expectAccessible(page, 'the premium upgrade modal');
});
