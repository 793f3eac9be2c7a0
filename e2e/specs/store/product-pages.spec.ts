import { V3_CLIENT_ID } from '@headless/contract';
import {
  addFirstProductToCart,
  expect,
  extraStorefrontUrl,
  startExtraStorefront,
  test,
  visitorClient,
  visitorSessionTokens,
  type ExtraStorefront,
} from '../../fixtures';
import { MUG, TEE } from './store-helpers';

// Issue 31, item 2: a page per product and a list with search and paging, on both catalog
// versions. The V1 demo site answers through Catalog V1 and Cart V1; a storefront on the seed's
// Catalog V3 site through Catalog V3 and Cart V2. The same steps on each.

const HOODIE = 'Fleece Hoodie';
const PRINT = 'Limited Edition Print';

const SITES = [
  { name: 'the Catalog V1 demo site', clientId: undefined },
  { name: 'a Catalog V3 site', clientId: V3_CLIENT_ID },
] as const;

for (const site of SITES) {
  test.describe(`on ${site.name}`, () => {
    if (site.clientId) {
      let storefront: ExtraStorefront | undefined;
      test.beforeAll(async () => {
        storefront = await startExtraStorefront({ clientId: site.clientId });
      });
      test.afterAll(async () => storefront?.stop());
      test.use({ baseURL: extraStorefrontUrl });
    }

    test('a card leads to its page: pictures per colour, options and stock in words', async ({
      storePage,
      productPage,
      page,
    }) => {
      await storePage.goto();
      await storePage.productLink(TEE).click();
      await expect(page).toHaveURL(/\/store\/classic-cotton-t-shirt$/);
      await expect(productPage.title).toHaveText(TEE);
      await expect(productPage.price).toHaveText('$25.00');
      await expect(productPage.stock).toHaveText('In stock');

      await productPage.choose({ Color: 'White' });
      await expect(productPage.image).toHaveAttribute('alt', `${TEE} – White`);
      await productPage.choose({ Color: 'Navy' });
      await expect(productPage.image).toHaveAttribute('alt', `${TEE} – Navy`);

      // Each choice is in stock; the pair is not (the seed's Navy XL).
      await productPage.choose({ Size: 'XL' });
      await expect(productPage.combinationOutOfStock).toHaveText(
        'Size XL, Color Navy is out of stock.',
      );
      await expect(productPage.stock).toHaveText('Out of stock');
      await expect(productPage.addButton).toBeDisabled();
      await productPage.choose({ Size: 'M' });
      await expect(productPage.addButton).toBeEnabled();
      await expect(productPage.combinationOutOfStock).toHaveCount(0);
    });

    test('a product out of stock says so and cannot be added', async ({ productPage }) => {
      await productPage.openProduct('limited-edition-print');
      await expect(productPage.title).toHaveText(PRINT);
      await expect(productPage.stock).toHaveText('Out of stock');
      await expect(productPage.addButton).toBeDisabled();
    });

    test('the chosen size’s price, and its quantity into the same cart as the list', async ({
      productPage,
      storePage,
    }) => {
      await productPage.openProduct('fleece-hoodie');
      await expect(productPage.price).toHaveText('$55.00');
      await expect(productPage.quantityLimit).toHaveText('Up to 100,000 per line');
      await productPage.choose({ Size: 'L' });
      await expect(productPage.price).toHaveText('$59.00');
      await productPage.buy({ Size: 'L' }, 2);
      await expect(productPage.added).toContainText('View cart (2)');
      await expect(productPage.quantity(productPage.line(HOODIE))).toHaveValue('2');
      await expect(productPage.line(HOODIE)).toContainText('$59.00 each');
      await expect(productPage.announcement).toHaveText(
        `${HOODIE} added to the cart. 2 items in the cart.`,
      );

      await storePage.goto();
      await expect(storePage.quantity(storePage.line(HOODIE))).toHaveValue('2');
      await storePage.clearCartButton.click();
      await expect(storePage.cartEmpty).toBeVisible();
    });

    test('the product is in the first HTML the server sends', async ({ request }) => {
      const response = await request.get('/store/fleece-hoodie');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1 data-testid="page-title">${HOODIE}</h1>`);
      expect(html).toContain('$55.00');
      expect(html).toContain('Brushed fleece inside, clean finish outside.');
      expect(html).toMatch(/<select[^>]*>.*<option[^>]*value="L"/s);
    });

    test('an unknown product is a 404 that leads back to the list', async ({
      productPage,
      page,
    }) => {
      const response = await productPage.openProduct('no-such-product');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
      await expect(productPage.notFound).toBeVisible();
      // Longer than any slug the catalog makes: no product either, not an error.
      expect((await productPage.openProduct('x'.repeat(300)))?.status()).toBe(404);
      await expect(productPage.notFound).toBeVisible();
      await page.getByRole('link', { name: 'See all products' }).click();
      await expect(page).toHaveURL(/\/store$/);
      await expect(page.getByTestId('store-product').first()).toBeVisible();
    });

    test('the list searches and pages through its URL', async ({ storePage, page }) => {
      await storePage.goto();
      await expect(storePage.products).toHaveCount(6);
      await expect(storePage.product(PRINT)).toHaveCount(0);
      await storePage.nextPage.click();
      await expect(page).toHaveURL(/\/store\?page=/);
      await expect(storePage.products).toHaveCount(1);
      await expect(storePage.product(PRINT)).toBeVisible();
      await expect(storePage.nextPage).toHaveCount(0);
      const secondPage = page.url();
      await storePage.previousPage.click();
      await expect(storePage.products).toHaveCount(6);
      await expect(storePage.previousPage).toHaveCount(0);

      // A page is a link: opened again, it shows the same products.
      await page.goto(secondPage);
      await expect(storePage.product(PRINT)).toBeVisible();
      // A page value the catalog never gave (a broken link) starts the list over.
      await page.goto('/store?page=not-a-page');
      await expect(storePage.products).toHaveCount(6);

      await storePage.search('ceramic');
      await expect(page).toHaveURL(/\/store\?q=ceramic$/);
      await expect(storePage.products).toHaveCount(1);
      await expect(storePage.product(MUG)).toBeVisible();
      await expect(storePage.searchField).toHaveValue('ceramic');
      await storePage.search('no such thing');
      await expect(storePage.noMatch).toHaveText('No product matches “no such thing”.');
      await page.getByRole('link', { name: 'Show all products' }).click();
      await expect(storePage.products).toHaveCount(6);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form and the product links still work', async ({ storePage, page }) => {
    await storePage.goto();
    await storePage.search('ceramic');
    await expect(page).toHaveURL(/\/store\?q=ceramic$/);
    await expect(storePage.products).toHaveCount(1);
    await storePage.productLink(MUG).click();
    await expect(page).toHaveURL(/\/store\/ceramic-coffee-mug$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MUG);
    await expect(page.getByTestId('store-product-price')).toHaveText('$14.00');
  });

  test('a visitor with a cart gets the product once: only the cart is streamed', async ({
    page,
    context,
  }) => {
    // A session with a cart, so the page has a cart to read beside the product.
    const visitor = visitorClient(await visitorSessionTokens(context));
    await addFirstProductToCart(visitor, 1);

    await page.goto('/store/fleece-hoodie');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOODIE);
    // The product and its buy box are outside the streamed boundary: in the HTML once.
    await expect(page.getByTestId('store-product-price')).toHaveCount(1);
    await expect(page.getByTestId('store-product-price')).toHaveText('$55.00');
    await expect(page.getByTestId('product-detail')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Add to cart/ })).toHaveCount(1);
  });
});

test('the visitor’s cart streams in beside the product and follows its changes', async ({
  productPage,
  context,
}) => {
  const visitor = visitorClient(await visitorSessionTokens(context));
  await addFirstProductToCart(visitor, 1);

  await productPage.openProduct('fleece-hoodie');

  await expect(productPage.price).toHaveText('$55.00');
  await expect(productPage.cart.getByTestId('cart-count')).toHaveText('(1)');
  await expect(productPage.page.getByTestId('cart-pending')).toHaveCount(0);
  await productPage.buy({ Size: 'M' });
  await expect(productPage.added).toContainText('View cart (2)');
  await expect(productPage.cart.getByTestId('cart-count')).toHaveText('(2)');
  await productPage.clearCartButton.click();
  await expect(productPage.cartEmpty).toBeVisible();
});
