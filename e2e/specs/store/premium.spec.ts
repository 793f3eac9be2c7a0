import { expect, test } from '../../fixtures';
import { MUG } from './store-helpers';

// The demo site starts without premium: the hosted store checkout is refused.
test('offers the premium upgrade, with the local command, when the site is not premium', async ({
  storePage,
  page,
}) => {
  await storePage.openWithCartOf(MUG);
  await expect(storePage.cartLines).toHaveCount(1);

  await storePage.checkoutButton.click();

  await expect(storePage.premiumModal).toBeVisible();
  await expect(storePage.premiumModal).toContainText('npm run platform -- sites premium on');
  await expect(storePage.error).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);
  await expect(storePage.cartLines).toHaveCount(1);
});
