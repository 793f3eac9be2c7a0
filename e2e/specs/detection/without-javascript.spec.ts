import { expect, storefrontUrl, test } from '../../fixtures';

test.describe('the examples list without JavaScript', () => {
  test('is in the HTML of the first response', async ({ request }) => {
    const response = await request.get(`${storefrontUrl}/`);

    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="installed-examples"');
    expect(html.match(/data-testid="example-card"/g)).toHaveLength(3);
    for (const title of ['Bookings', 'Store', 'Events &amp; Tickets']) {
      expect(html).toContain(title);
    }
    expect(html).not.toContain('data-testid="uninstalled-examples"');
  });

  test('shows in a browser with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');

    const cards = page.locator(
      'ul[data-testid="installed-examples"] a[data-testid="example-card"]',
    );
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: 'Events & Tickets' })).toHaveAttribute('href', '/tickets');
    await context.close();
  });
});
