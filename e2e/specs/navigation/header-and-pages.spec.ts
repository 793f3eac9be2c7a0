import { expect, test } from '../../fixtures';

test.describe('moving around the shell', () => {
  test('the header logo links home', async ({ examplePage, page }) => {
    await examplePage.open('/booking');
    await expect(examplePage.header.logoImage).toBeVisible();

    await examplePage.header.goHome();

    await expect(page).toHaveURL(/\/$/);
  });

  test('an example page shows its title and Back returns home', async ({
    homePage,
    examplePage,
    page,
  }) => {
    await homePage.goto();
    await homePage.card('Bookings').click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(examplePage.title).toBeVisible();
    await expect(examplePage.title).not.toBeEmpty();

    await examplePage.goBack();

    await expect(page).toHaveURL(/\/$/);
    await expect(homePage.installedList).toBeVisible();
  });

  test('the keyboard reaches the cards, and Enter opens one', async ({ homePage, page }) => {
    await homePage.goto();
    await expect(homePage.exampleCards.first()).toBeVisible();

    let focusedCard: string | null = null;
    for (let presses = 0; presses < 30 && !focusedCard; presses++) {
      await page.keyboard.press('Tab');
      focusedCard = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('data-testid') === 'example-card'
          ? active.getAttribute('href')
          : null;
      });
    }
    expect(focusedCard, 'Tab reaches an example card').not.toBeNull();

    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${focusedCard}$`));
  });

  test('the global loader is not left showing after the page loads', async ({ homePage }) => {
    await homePage.goto();
    await expect(homePage.installedList).toBeVisible();

    await expect(homePage.globalLoader).toBeHidden();
  });
});
