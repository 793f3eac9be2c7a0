import { expect, onPlatform, test, usePremiumSite } from '../../fixtures';
import {
  BUYER,
  GARDEN,
  GENERAL,
  HostedEventsCheckoutPage,
  JAZZ,
  TicketsPage,
} from '../tickets/tickets-pages';
import { expectAccessible } from './axe';

usePremiumSite();

test('/tickets empty, with an event chosen, and the order confirmed', async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.goto();
  await expect(tickets.events.first()).toBeVisible();
  await expectAccessible(page, '/tickets');

  await tickets.chooseEvent(JAZZ);
  await expect(tickets.tickets.first()).toBeVisible();
  await expectAccessible(page, '/tickets with an event chosen');

  await tickets.reserve(GENERAL, 1);
  await expect(page).toHaveURL(onPlatform());
  const hosted = new HostedEventsCheckoutPage(page);
  await hosted.fillBuyer(BUYER);
  await hosted.pay('pay');
  await expect(tickets.confirmation).toBeVisible();
  await expectAccessible(page, '/tickets order confirmed');
});

test('/tickets with the RSVP form, an error, and the answer', async ({ page }) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(GARDEN);
  await expect(page.getByRole('button', { name: 'Send RSVP' })).toBeVisible();
  await expectAccessible(page, '/tickets RSVP form');

  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.error).toBeVisible();
  await expectAccessible(page, '/tickets RSVP form with an error');

  await page.getByLabel('First name').fill(BUYER.firstName);
  await page.getByLabel('Last name').fill(BUYER.lastName);
  await page.getByLabel('Email').fill(`a11y-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(tickets.rsvpResult).toBeVisible();
  await expectAccessible(page, '/tickets RSVP answered');
});
