import {
  expect,
  storefrontUrl,
  test,
  usePremiumSite,
  type ProductPage,
  type StorePage,
} from '../../fixtures';
import { DEMO_MEMBER } from '../../fixtures/member-session';
import { HostedLoginPage } from '../../fixtures/pages/hosted-login-page';
import { BUYER, MUG } from '../store/store-helpers';

usePremiumSite();

/** Every page the header leads to, by its link's name, and the heading it opens on. */
const PAGES = [
  { link: 'Bookings', path: '/booking', title: 'Bookings' },
  { link: 'Store', path: '/store', title: 'Store' },
  { link: 'Events & Tickets', path: '/tickets', title: 'Events & Tickets' },
  { link: 'Subscriptions', path: '/subscriptions', title: 'Subscriptions' },
  { link: 'Members', path: '/members', title: 'Members' },
  { link: 'Webhooks', path: '/webhooks', title: 'Webhooks' },
];

/** Opens `name`'s own page (`/store/<slug>`) from the store's list, by its card's link. */
async function openProduct(storePage: StorePage, productPage: ProductPage, name: string) {
  await storePage.productLink(name).click();
  await expect(storePage.page).toHaveURL(/\/store\/[a-z0-9-]+$/);
  await expect(
    productPage.page.getByRole('heading', { level: 1, name, exact: true }),
  ).toBeVisible();
  await expect(productPage.detail).toBeVisible();
  return productPage.detail;
}

// The "done when": from the home page, only by clicking, every example, a login, a
// product bought on the hosted checkout, and the order in the member's own area.
test('from the home page, by clicking only: every page, log in, buy a product, find the order', async ({
  homePage,
  storePage,
  productPage,
  hostedEcomCheckoutPage,
  page,
}) => {
  // Fifteen pages and two hosted flows in one test: three times the default time.
  test.slow();
  const { header } = homePage;
  const hostedLogin = new HostedLoginPage(page);

  await test.step('every page of the site from the header', async () => {
    await homePage.goto();
    for (const { link, path, title } of PAGES) {
      await header.goTo(link);
      await expect(page).toHaveURL(`${storefrontUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(header.link(link)).toHaveAttribute('aria-current', 'page');
      await header.goTo('Examples');
      await expect(homePage.installedList).toBeVisible();
    }
  });

  await test.step('log in on the hosted login, back on the home page with my name', async () => {
    await header.loginLink.click();
    await expect(hostedLogin.heading).toBeVisible();
    await hostedLogin.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page).toHaveURL(`${storefrontUrl}/`);
    await expect(header.accountLink).toBeVisible();
    await expect(header.loginLink).toHaveCount(0);
  });

  await test.step('open a product and add it to the cart; the header counts it', async () => {
    await header.goTo('Store');
    const product = await openProduct(storePage, productPage, MUG);
    await product.getByRole('button', { name: /Add to cart/ }).click();
    await expect(storePage.line(MUG)).toHaveCount(1);
    await header.cartButton.click();
    await expect(header.cartButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.miniCart).toContainText(`${MUG} × 1`);
    await expect(header.cartCount).toHaveText('1');
  });

  let orderNumber = '';
  await test.step('buy it on the hosted checkout', async () => {
    await header.miniCart.getByRole('link', { name: "Go to the store's cart" }).click();
    await expect(storePage.line(MUG)).toHaveCount(1);
    await storePage.goToCheckout();
    await hostedEcomCheckoutPage.fillBuyer(BUYER);
    await hostedEcomCheckoutPage.chooseFirstShippingOption();
    await hostedEcomCheckoutPage.pay('pay');
    await expect(storePage.orderNumber).not.toBeEmpty();
    orderNumber = (await storePage.orderNumber.textContent()) ?? '';
  });

  await test.step('find the order in my own area, paid', async () => {
    await header.accountLink.click();
    await expect(page).toHaveURL(`${storefrontUrl}/account`);
    const order = page
      .getByTestId('account-section-orders')
      .getByTestId('account-item')
      .filter({ hasText: `Order #${orderNumber}` });
    await expect(order).toContainText(MUG);
    await expect(order).toContainText('Paid, not shipped yet');
    // The platform's own account pages stay one click away.
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
  });
});
