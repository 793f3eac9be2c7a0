import { randomUUID } from 'node:crypto';
import { closedPlatformUrl, expect, startExtraStorefront, test } from '../../fixtures';
import type { ExtraStorefront, ExtraStorefrontOptions } from '../../fixtures';
import type { Page } from '@playwright/test';

/** No list where everything looks uninstalled, and the client state still stops loading. */
async function expectNoExampleList(page: Page) {
  await expect(page.getByTestId('installed-examples')).toHaveCount(0);
  await expect(page.getByTestId('uninstalled-examples')).toHaveCount(0);
  await expect(page.getByTestId('site-state')).toHaveAttribute('data-loading', 'false');
}

const unknownClientId = randomUUID();

/** A storefront set up to fail, and what its error panel must name so a developer can fix it. */
const failures: {
  when: string;
  says: string;
  storefront: ExtraStorefrontOptions;
  named: string;
}[] = [
  {
    when: 'when the platform cannot be reached',
    says: 'the shell says which URL it tried instead of listing examples',
    storefront: { platformApiUrl: closedPlatformUrl },
    named: closedPlatformUrl,
  },
  {
    when: 'when the platform refuses the client id',
    says: 'the shell names the client id instead of listing examples',
    storefront: { clientId: unknownClientId },
    named: unknownClientId,
  },
];

for (const failure of failures) {
  test.describe(failure.when, () => {
    let storefront: ExtraStorefront;
    test.beforeAll(async () => {
      storefront = await startExtraStorefront(failure.storefront);
    });
    test.afterAll(async () => storefront?.stop());

    test(failure.says, async ({ page }) => {
      const response = await page.goto(`${storefront.url}/`);

      expect(response?.status()).toBeLessThan(500);
      const message = page.getByTestId('platform-error');
      await expect(message).toBeVisible();
      await expect(message).toContainText(failure.named);
      await expectNoExampleList(page);
    });
  });
}
