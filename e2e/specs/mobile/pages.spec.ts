import { expect, test } from '../../fixtures';
import { BUYER, GARDEN, JAZZ, TicketsPage } from '../tickets/tickets-pages';
import { MUG, TEE } from '../store/store-helpers';
import { expectPhoneFriendly, PHONE } from './layout';

test.use({ viewport: PHONE, hasTouch: true });

for (const path of [
  '/',
  '/about',
  '/no-such-page',
  '/404?app=Store',
  '/members',
  '/subscriptions',
  '/webhooks',
  '/account',
]) {
  test(`${path} fits a 375 px screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPhoneFriendly(page, path);
  });
}

test('/booking fits, with a service chosen too', async ({ bookingPage, page }) => {
  await bookingPage.goto();
  await expectPhoneFriendly(page, '/booking');
  await bookingPage.chooseService('Free Intro Consultation');
  await expect(bookingPage.slots.first()).toBeVisible();
  await expectPhoneFriendly(page, '/booking with a service chosen');
});

test('/tickets fits, with an event chosen and with the RSVP form', async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.goto();
  await expectPhoneFriendly(page, '/tickets');
  await tickets.chooseEvent(JAZZ);
  await expect(tickets.tickets.first()).toBeVisible();
  await expectPhoneFriendly(page, '/tickets with an event chosen');
  await tickets.chooseEvent(GARDEN);
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.getByLabel('First name').fill(BUYER.firstName);
  await expectPhoneFriendly(page, '/tickets RSVP form');
});

test('/store: Add to cart says so beside the button, and the cart fits the screen', async ({
  storePage,
  page,
}) => {
  await storePage.goto();
  await expectPhoneFriendly(page, '/store');
  const mug = storePage.product(MUG);
  await mug.getByRole('button', { name: /Add to cart/ }).tap();

  // The cart is far below on a phone: the confirmation shows where the finger is.
  const added = mug.getByTestId('added-to-cart');
  await expect(added).toBeInViewport();
  await expect(added).toContainText('Added');
  await expect(added.getByRole('link', { name: 'View cart (1)' })).toBeVisible();
  await expect(storePage.announcement).toHaveText(`${MUG} added to the cart. 1 item in the cart.`);

  await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
  await expect(storePage.cartLines).toHaveCount(2);
  await added.getByRole('link', { name: /View cart/ }).tap();
  await expect(storePage.cart).toBeInViewport();
  await expectPhoneFriendly(page, '/store with a cart');
});

test('the store’s pages fit: a product, a search, the second page, an unknown product', async ({
  productPage,
  storePage,
  page,
}) => {
  await productPage.openProduct('classic-cotton-t-shirt');
  await expect(productPage.title).toBeVisible();
  await expectPhoneFriendly(page, 'a product page');
  await productPage.buy({ Size: 'M', Color: 'White' });
  await expect(productPage.added).toBeInViewport();
  await expectPhoneFriendly(page, 'a product page with a cart');
  await productPage.clearCartButton.tap();
  await expect(productPage.cartEmpty).toBeVisible();

  await storePage.goto();
  await storePage.search('ceramic');
  await expect(storePage.products).toHaveCount(1);
  await expectPhoneFriendly(page, '/store searched');
  await page.getByRole('link', { name: 'Show all products' }).tap();
  await storePage.nextPage.tap();
  await expect(storePage.previousPage).toBeVisible();
  await expectPhoneFriendly(page, '/store second page');

  await productPage.openProduct('no-such-product');
  await expect(productPage.notFound).toBeVisible();
  await expectPhoneFriendly(page, 'an unknown product');
});
