import { backOn, expect, onPlatform, test, usePremiumSite } from '../../fixtures';
import { BUYER, GENERAL, JAZZ, TicketsPage } from './tickets-pages';

usePremiumSite();

test('buys a ticket with the keyboard alone, on /tickets and on the hosted checkout', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.goto();
  const first = page.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  // Arrow keys move within the radio group; the jazz night is among the events.
  for (
    let i = 0;
    i < 5 && !(await page.getByRole('radio', { name: new RegExp(JAZZ) }).isChecked());
    i++
  )
    await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: new RegExp(JAZZ) })).toBeChecked();

  const quantity = page.getByRole('spinbutton').first();
  await expect(quantity).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(quantity).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('1');
  while (!(await tickets.reserveButton.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.locator('[name="buyer.firstName"]')).toBeVisible();
  await page.locator('[name="buyer.firstName"]').focus();
  await page.keyboard.type(BUYER.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(BUYER.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(BUYER.email);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(backOn('/tickets', 'orderNumber'));
  await expect(tickets.orderNumber).toHaveText(
    new URL(page.url()).searchParams.get('orderNumber') ?? '',
  );
});

test('Enter in a ticket quantity reserves what is chosen, as Reserve would', async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(JAZZ);
  const quantity = tickets.quantity(GENERAL);
  await quantity.fill('2');
  await expect(tickets.reserveButton).toHaveText('Reserve 2 tickets');

  await quantity.press('Enter');

  await expect(page).toHaveURL(onPlatform('/hosted/events-checkout/'));
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText(GENERAL);
});
