import { backOn, expect, test, usePremiumSite } from '../../fixtures';
import { MUG } from './store-helpers';

usePremiumSite();

test('"Back to the site" leaves the hosted checkout: canceled, said neutrally, the cart kept', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
}) => {
  await storePage.goto();
  await storePage.addToCart(MUG);
  await storePage.goToCheckout();

  await hostedEcomCheckoutPage.backToSite.click();
  await expect(page).toHaveURL(backOn('/store', 'status', 'CANCELED'));
  const notice = storePage.returnNotice;
  await expect(notice).toHaveAttribute('data-kind', 'canceled');
  await expect(notice).toContainText('Checkout canceled');
  await expect(notice).toContainText('Your cart is unchanged.');
  await expect(storePage.confirmation).toHaveCount(0);
  await expect(storePage.cartLines).toHaveCount(1);
});
