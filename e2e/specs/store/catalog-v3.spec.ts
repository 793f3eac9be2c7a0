import { V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import {
  expect,
  extraStorefrontUrl,
  startExtraStorefront,
  test,
  usePremiumSite,
  type ExtraStorefront,
} from '../../fixtures';
import { amountOf, BUYER, COUPON, MUG, TEE } from './store-helpers';

// The shell on a store created today (issue 28, item 6): a storefront whose client id is the
// seed's Catalog V3 site asks the catalog version first, then lists through Catalog V3 and keeps
// its cart through Cart V2. The same steps as checkout.spec.ts on the V1 demo site.

test.describe('on a Catalog V3 site', () => {
  usePremiumSite(V3_SITE_ID);
  let storefront: ExtraStorefront;
  test.beforeAll(async () => {
    storefront = await startExtraStorefront({ clientId: V3_CLIENT_ID });
  });
  test.afterAll(async () => storefront?.stop());
  test.use({ baseURL: extraStorefrontUrl });

  test('fills a cart through Cart V2, applies a coupon and pays on the hosted checkout', async ({
    storePage,
    hostedEcomCheckoutPage,
    page,
  }) => {
    await storePage.goto();
    await expect(storePage.title).toHaveText('Store');
    await expect(storePage.cartEmpty).toBeVisible();

    await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
    await expect(storePage.line(TEE)).toHaveCount(1);
    await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
    await expect(storePage.quantity(storePage.line(TEE))).toHaveValue('2');
    await expect(storePage.line(TEE)).toContainText('Size: M');
    await expect(storePage.cartLines).toHaveCount(1);

    await storePage.addToCart(MUG);
    await storePage.line(MUG).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(storePage.quantity(storePage.line(MUG))).toHaveValue('2');

    await storePage.applyCoupon(COUPON);
    await expect(storePage.couponCode).toHaveText(COUPON);
    await expect(storePage.error).toHaveCount(0);
    const subtotal = amountOf(await storePage.total('subtotal').textContent());
    const discount = amountOf(await storePage.total('discount').textContent());
    const shipping = amountOf(await storePage.total('shipping').textContent());
    const tax = amountOf(await storePage.total('tax').textContent());
    expect(subtotal).toBeCloseTo(2 * 25 + 2 * 14, 2);
    expect(discount).toBeGreaterThan(0);
    expect(amountOf(await storePage.total('total').textContent())).toBeCloseTo(
      subtotal + shipping + tax - discount,
      2,
    );
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(storePage.couponCode).toHaveCount(0);
    await expect(storePage.total('discount')).toHaveText('$0.00');

    await storePage.goToCheckout();
    await expect(hostedEcomCheckoutPage.summary).toBeVisible();
    await expect(hostedEcomCheckoutPage.namedPrice(TEE, '$50.00')).toBeVisible();
    await hostedEcomCheckoutPage.fillBuyer(BUYER);
    await hostedEcomCheckoutPage.chooseFirstShippingOption();
    await hostedEcomCheckoutPage.pay('pay');
    // Cart V2's checkout URL takes no return URL (as the real one): the hosted page thanks.
    await expect(page.getByText(/Your order #\d+ is placed and paid/)).toBeVisible();

    await storePage.goto();
    await expect(storePage.cartEmpty).toBeVisible();
  });

  test('prices the chosen options on the card from the product’s variants', async ({
    storePage,
  }) => {
    await storePage.goto();
    const hoodie = storePage.product('Fleece Hoodie');
    await expect(hoodie.getByTestId('store-product-price')).toHaveText('$55.00');
    await hoodie.getByRole('combobox', { name: 'Size' }).selectOption('L');
    await expect(hoodie.getByTestId('store-product-price')).toHaveText('$59.00');
    await storePage.addToCart('Fleece Hoodie', { Size: 'L' });
    await expect(storePage.line('Fleece Hoodie')).toContainText('$59.00 each');
    await storePage.clearCartButton.click();
    await expect(storePage.cartEmpty).toBeVisible();
  });
});
