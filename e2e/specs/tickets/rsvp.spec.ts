import { expect, test } from '../../fixtures';
import { BUYER, GARDEN, TicketsPage } from './tickets-pages';

test('answers an RSVP event with the form and sees that the visitor is going', async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(GARDEN);
  await expect(tickets.reserveButton).toHaveCount(0);
  // This event takes only "going" answers: No is off, and says why.
  const no = page.getByRole('radio', { name: /No, I can.t make it/ });
  await expect(no).toBeDisabled();
  await expect(no).toHaveAccessibleDescription(/only takes "going" answers/);
  // Send RSVP keeps its own width at the form's start, as every other button of the shell.
  await expect(page.getByRole('button', { name: 'Send RSVP' })).toHaveCSS('justify-self', 'start');
  await page.getByLabel('First name').fill(BUYER.firstName);
  await page.getByLabel('Last name').fill(BUYER.lastName);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.error).toContainText('Enter an email address like name@example.com.');

  await page.getByLabel('Email').fill(`rsvp-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: /Yes, I.m going/ }).check();
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.rsvpResult).toHaveAttribute('data-status', 'YES');
  await expect(tickets.rsvpResult).toContainText("You're going!");
});
