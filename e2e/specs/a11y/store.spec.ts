import { expect, test, usePremiumSite } from '../../fixtures';
import { checkoutAs, COUPON, MUG, TEE } from '../store/store-helpers';
import { expectAccessible } from './axe';

usePremiumSite();

test('/store empty, with a cart, a coupon, an error, and the order confirmed', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
}) => {
  await storePage.goto();
  await expect(storePage.cartEmpty).toBeVisible();
  await expectAccessible(page, '/store with an empty cart');

  await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
  await storePage.addToCart(MUG);
  await expect(storePage.cartLines).toHaveCount(2);
  await expectAccessible(page, '/store with a cart');

  await storePage.applyCoupon('NO-SUCH-COUPON');
  await expect(storePage.couponError).toBeVisible();
  await expectAccessible(page, '/store with a coupon error');

  await storePage.applyCoupon(COUPON);
  await expect(storePage.couponCode).toHaveText(COUPON);
  await expectAccessible(page, '/store with a coupon');

  await checkoutAs('pay', { storePage, hostedEcomCheckoutPage });
  await expect(storePage.confirmation).toBeVisible();
  await expectAccessible(page, '/store order confirmed');
});

test('/store after a declined payment', async ({ storePage, hostedEcomCheckoutPage, page }) => {
  await storePage.openWithCartOf(MUG);
  await expect(storePage.cartLines).toHaveCount(1);
  await checkoutAs('decline', { storePage, hostedEcomCheckoutPage });
  await expect(storePage.returnNotice).toHaveAttribute('data-kind', 'declined');
  await expectAccessible(page, '/store payment declined');
});

test('/store searched, on its second page, and with no match', async ({ storePage, page }) => {
  await storePage.goto();
  await storePage.search('ceramic');
  await expect(storePage.products).toHaveCount(1);
  await expectAccessible(page, '/store searched');
  await storePage.search('no such thing');
  await expect(storePage.noMatch).toBeVisible();
  await expectAccessible(page, '/store with no match');
  await page.getByRole('link', { name: 'Show all products' }).click();
  await storePage.nextPage.click();
  await expect(storePage.previousPage).toBeVisible();
  await expectAccessible(page, '/store second page');
});

test('/store/<slug>: options, a combination out of stock, a cart; and an unknown product', async ({
  productPage,
  page,
}) => {
  await productPage.openProduct('classic-cotton-t-shirt');
  await expect(productPage.title).toHaveText(TEE);
  await expectAccessible(page, 'a product page');
  await productPage.choose({ Size: 'XL', Color: 'Navy' });
  await expect(productPage.combinationOutOfStock).toBeVisible();
  await expectAccessible(page, 'a product page, a combination out of stock');
  await productPage.buy({ Size: 'M', Color: 'White' });
  await expect(productPage.cartLines).toHaveCount(1);
  // The first change starts the visitor's session: its cookie makes Next render the page again,
  // head included, and the lines can show before that render lands. Judge the settled page, and
  // that it still names the product.
  await expect(page).toHaveTitle(new RegExp(`^${TEE} · `));
  await expectAccessible(page, 'a product page with a cart');
  await productPage.clearCartButton.click();
  await productPage.openProduct('no-such-product');
  await expect(productPage.notFound).toBeVisible();
  await expectAccessible(page, 'an unknown product');
});
