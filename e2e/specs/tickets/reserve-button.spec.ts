import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { GENERAL, JAZZ, TicketsPage } from './tickets-pages';

const background = (button: Locator) =>
  button.evaluate((el) => getComputedStyle(el).backgroundColor);

test('Reserve looks unavailable until a quantity is chosen, and says what to do', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(JAZZ);

  await expect(tickets.reserveButton).toBeDisabled();
  await expect(tickets.reserveButton).toHaveCSS('cursor', 'not-allowed');
  await expect(tickets.reserveButton).toHaveAccessibleDescription(
    'Choose how many tickets you want, then Reserve.',
  );
  const unavailable = await background(tickets.reserveButton);

  await tickets.quantity(GENERAL).fill('1');
  await expect(tickets.reserveButton).toBeEnabled();
  await expect(tickets.reserveButton).toHaveCSS('cursor', 'pointer');
  expect(await background(tickets.reserveButton)).not.toBe(unavailable);
  await expect(tickets.reserveButton).toHaveAccessibleDescription('');
});
