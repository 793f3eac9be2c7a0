import { expect, storefrontUrl, test } from '../../fixtures';
import { logInNewMember } from '../../fixtures/member-session';

// The frame (components/frame): one header on every page with the site's installed examples,
// the pages every site has, the member's name or Log in, and the cart.

test('the header lists the installed examples, Members and Webhooks, in the first HTML', async ({
  request,
}) => {
  const html = await (await request.get(`${storefrontUrl}/webhooks`)).text();
  const nav = html.slice(html.indexOf('aria-label="Site"'), html.indexOf('</nav>'));
  for (const path of [
    '/',
    '/booking',
    '/store',
    '/tickets',
    '/subscriptions',
    '/members',
    '/webhooks',
  ]) {
    expect(nav).toContain(`href="${path}"`);
  }
});

test('a visitor sees Log in, which starts the hosted login and comes back', async ({
  examplePage,
  page,
}) => {
  await examplePage.open('/webhooks');
  await expect(examplePage.header.loginLink).toHaveAttribute('href', '/login?returnTo=%2Fwebhooks');
  await examplePage.header.loginLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/hosted\/login\//);
});

test('a member sees their name, leading to their own area', async ({
  context,
  examplePage,
  page,
}) => {
  await logInNewMember(context, `frame-${Date.now()}@example.com`);
  await examplePage.open('/');
  await expect(examplePage.header.loginLink).toHaveCount(0);
  await examplePage.header.accountLink.click();
  await expect(page).toHaveURL(`${storefrontUrl}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  for (const section of ['orders', 'bookings', 'plans', 'tickets']) {
    await expect(page.getByTestId(`account-empty-${section}`)).toBeVisible();
  }
});

test('the cart button opens the small cart; Escape closes it and gives the focus back', async ({
  examplePage,
  page,
}) => {
  const { header } = examplePage;
  await examplePage.open('/');
  await expect(header.cartButton).toHaveAttribute('aria-expanded', 'false');
  await expect(header.miniCart).toBeHidden();

  await header.cartButton.focus();
  await page.keyboard.press('Enter');
  await expect(header.cartButton).toHaveAttribute('aria-expanded', 'true');
  await expect(header.miniCart).toContainText('Your cart is empty.');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(header.miniCart).toBeHidden();
  await expect(header.cartButton).toBeFocused();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('the pages are behind a Menu button; Escape closes it', async ({ examplePage, page }) => {
    const { header } = examplePage;
    await examplePage.open('/');
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.link('Webhooks')).toBeHidden();

    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.link('Webhooks')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.link('Webhooks')).toBeHidden();
    await expect(header.menuButton).toBeFocused();

    await header.goTo('Webhooks');
    await expect(page).toHaveURL(`${storefrontUrl}/webhooks`);
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
