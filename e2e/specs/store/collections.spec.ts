import { V3_CLIENT_ID } from '@headless/contract';
import type { Page } from '@playwright/test';
import {
  expect,
  extraStorefrontUrl,
  startExtraStorefront,
  storefrontUrl,
  test,
  type ExtraStorefront,
} from '../../fixtures';
import { expectAccessible } from '../a11y/axe';
import { expectPhoneFriendly, PHONE } from '../mobile/layout';
import { MUG, TEE } from './store-helpers';

// Issue 31, item 2: the store list by collection (Catalog V1) or category (a Catalog V3 store:
// the Categories API's Stores tree), the choice in the URL beside the search and the page. The
// seed's catalogs carry the same groups on both sites; Gifts holds only a hidden product.

const TOTE = 'Canvas Tote Bag';
const HOODIE = 'Fleece Hoodie';
const CHOICES = [
  'All products',
  'Apparel (3)',
  'Home & Living (3)',
  'Digital Goods (2)',
  'Gifts (0)',
];

const SITES = [
  { name: 'the Catalog V1 demo site', clientId: undefined, label: 'Collections' },
  { name: 'a Catalog V3 site', clientId: V3_CLIENT_ID, label: 'Categories' },
] as const;

const productNames = (page: Page) =>
  page.getByTestId('store-product').getByRole('heading', { level: 3 }).allInnerTexts();

for (const site of SITES) {
  test.describe(`on ${site.name}`, () => {
    let storefront: ExtraStorefront | undefined;
    if (site.clientId) {
      const clientId = site.clientId;
      test.beforeAll(async () => {
        storefront = await startExtraStorefront({ clientId });
      });
      test.afterAll(async () => storefront?.stop());
      test.use({ baseURL: extraStorefrontUrl });
    }
    const chooserOf = (page: Page) => page.getByRole('navigation', { name: site.label });

    test('the chooser lists the groups; a choice, by keyboard, is a URL the search keeps', async ({
      storePage,
      page,
    }) => {
      await storePage.goto();
      const chooser = chooserOf(page);
      await expect(chooser.getByRole('link')).toHaveText(CHOICES);
      await expect(chooser.getByRole('link', { name: 'All products' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await chooser.getByRole('link', { name: /^Apparel/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/store\?collection=apparel$/);
      await expect(chooser.getByRole('link', { name: /^Apparel/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect((await productNames(page)).sort()).toEqual([TEE, TOTE, HOODIE].sort());
      await expectAccessible(page, `/store in Apparel (${site.name})`);

      // A search inside the choice stays inside it; clearing it keeps the choice.
      await storePage.search('Fleece');
      await expect(page).toHaveURL(/\/store\?collection=apparel&q=Fleece$/);
      await expect(storePage.products).toHaveCount(1);
      await expect(storePage.product(HOODIE)).toBeVisible();
      await page.getByRole('link', { name: 'Clear the search' }).click();
      await expect(storePage.products).toHaveCount(3);

      await chooser.getByRole('link', { name: /^Home & Living/ }).click();
      await expect(page).toHaveURL(/\/store\?collection=home$/);
      await expect(storePage.product(MUG)).toBeVisible();
      await expect(storePage.product(TEE)).toHaveCount(0);
    });

    test('an empty group says so, with the way back to every product', async ({
      storePage,
      page,
    }) => {
      await storePage.goto();
      await chooserOf(page)
        .getByRole('link', { name: /^Gifts/ })
        .click();
      await expect(storePage.noMatch).toHaveText(/^No products in Gifts\. Show all products$/);
      await expectAccessible(page, `/store in an empty group (${site.name})`);
      await storePage.noMatch.getByRole('link', { name: 'Show all products' }).click();
      await expect(page).toHaveURL(/\/store$/);
      await expect(storePage.products).toHaveCount(6);

      await page.goto('/store?collection=no-such-group');
      await expect(storePage.noMatch).toContainText(
        'This store has no collection “no-such-group”.',
      );
    });

    test('is in the first HTML: the chooser and the chosen products, without JavaScript', async ({
      request,
    }) => {
      const base = site.clientId ? extraStorefrontUrl : storefrontUrl;
      const html = await (await request.get(`${base}/store?collection=digital`)).text();
      expect(html).toContain(`aria-label="${site.label}"`);
      expect(html).toContain('Digital Recipe Book');
      expect(html).not.toContain(MUG);
    });
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('/store with a collection chosen fits the screen', async ({ storePage, page }) => {
    await page.goto('/store?collection=apparel');
    await expect(storePage.products).toHaveCount(3);
    await expectPhoneFriendly(page, '/store in Apparel');
  });
});
