import { expect, test, WEBHOOKS_SUBSCRIBE_ERROR } from '../../fixtures';

test("the storefront's own detection events are hidden until asked for, from the keyboard", async ({
  homePage,
  webhooksPage,
  page,
}) => {
  expect(process.env[WEBHOOKS_SUBSCRIBE_ERROR], 'the global setup subscribes the storefront').toBe(
    undefined,
  );
  // The home page's detection creates and deletes a probe cart (its cache lasts a second): load
  // it until its events have arrived on /webhooks.
  await expect(async () => {
    await homePage.goto();
    await webhooksPage.goto();
    await expect(webhooksPage.detectionToggle).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  await expect(webhooksPage.detectionToggle).toHaveText(/^Show detection events \(\d+ hidden\)$/);
  await expect(webhooksPage.detectionToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(webhooksPage.detectionEvents).toHaveCount(0);

  await webhooksPage.detectionToggle.focus();
  await page.keyboard.press('Enter');

  await expect(webhooksPage.detectionToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(webhooksPage.detectionToggle).toHaveText(/^Hide detection events \(\d+\)$/);
  const first = webhooksPage.detectionEvents.first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-event-type', /^wix\.ecom\.v1\.cart_(created|deleted)$/);
  await expect(first).toContainText("this storefront's app detection");

  await page.keyboard.press('Enter');
  await expect(webhooksPage.detectionEvents).toHaveCount(0);
});
