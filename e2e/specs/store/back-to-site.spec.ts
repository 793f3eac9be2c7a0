import { expect, test, usePremiumSite } from '../../fixtures';
import { MUG } from './store-helpers';

usePremiumSite();

test('"Back to the site" leaves the hosted checkout: canceled, said neutrally, the cart kept', async ({
  storePage,
  hostedEcomCheckoutPage,
}) => {
  await storePage.openWithCartOf(MUG);
  await storePage.goToCheckout();

  await hostedEcomCheckoutPage.backToSite.click();
  await storePage.expectCanceledReturn();
  await expect(storePage.returnNotice).toContainText('Your cart is unchanged.');
  await expect(storePage.confirmation).toHaveCount(0);
  await expect(storePage.cartLines).toHaveCount(1);
});
