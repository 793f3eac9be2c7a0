import {
  addFirstProductToCart,
  cartContent,
  detectionCacheSeconds,
  expect,
  sessionTokens,
  test,
  visitorClient,
} from '../../fixtures';

test("detection never touches the visitor's own cart", async ({ homePage, context, page }) => {
  await homePage.goto();
  await expect(homePage.card('Store')).toBeVisible();
  const visitor = visitorClient(await sessionTokens(context));
  await addFirstProductToCart(visitor, 2);
  const filled = await cartContent(visitor);
  expect(filled.lines).toHaveLength(1);

  // Let the cached detection expire, so this load runs the store probe (add, read, delete a cart).
  await page.waitForTimeout(detectionCacheSeconds * 1_000 + 500);
  await homePage.reload();
  await expect(homePage.card('Store')).toBeVisible();

  const sameVisitor = visitorClient(await sessionTokens(context));
  expect(await cartContent(sameVisitor)).toEqual(filled);
});
