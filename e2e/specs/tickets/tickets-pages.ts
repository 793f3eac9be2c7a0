import type { Locator, Page } from '@playwright/test';
import { AppExamplePage } from '../../fixtures';
import { HostedPage } from '../../fixtures/pages/hosted-page';

/** /tickets: the events, one event's tickets or RSVP form, and the confirmation on return. */
export class TicketsPage extends AppExamplePage {
  readonly events: Locator;
  readonly tickets: Locator;
  readonly reserveButton: Locator;
  readonly error: Locator;
  readonly confirmation: Locator;
  readonly orderNumber: Locator;
  readonly orderStatus: Locator;
  readonly rsvpResult: Locator;

  constructor(page: Page) {
    super(page, '/tickets');
    this.events = page.getByTestId('tickets-event');
    this.tickets = page.getByTestId('ticket');
    this.reserveButton = page.getByRole('button', { name: /^Reserve/ });
    this.error = page.getByTestId('tickets-error');
    this.confirmation = page.getByTestId('ticket-order-confirmation');
    this.orderNumber = this.confirmation.getByTestId('ticket-order-number');
    this.orderStatus = this.confirmation.getByTestId('ticket-order-status');
    this.rsvpResult = page.getByTestId('rsvp-result');
  }

  async chooseEvent(title: string): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(title) }).check();
  }

  ticket(name: string): Locator {
    return this.tickets.filter({ hasText: name });
  }

  quantity(name: string): Locator {
    return this.page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  }
}

export interface EventBuyer {
  firstName: string;
  lastName: string;
  email: string;
}

/** The platform's hosted events checkout; fields are found by their `name`s (`buyer.<input>`). */
export class HostedEventsCheckoutPage extends HostedPage {
  readonly countdown: Locator;
  readonly placeOrder: Locator;
  /** The form's heading apps' tests wait on, on the real platform's page too. */
  readonly details: Locator;

  constructor(page: Page) {
    super(page);
    this.details = this.sectionHeading('Add your details');
    this.countdown = page.locator('#countdown');
    this.placeOrder = page.getByRole('button', { name: /Place order/ });
  }

  async fillBuyer(buyer: EventBuyer): Promise<void> {
    for (const [name, value] of Object.entries(buyer))
      await this.page.locator(`[name="buyer.${name}"]`).fill(value);
  }

  async pay(outcome: 'pay' | 'decline'): Promise<void> {
    await this.page.locator(`[name="paymentOutcome"][value="${outcome}"]`).check();
    await this.placeOrder.click();
  }
}

export const BUYER: EventBuyer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
/** Seeded demo events (apps/platform/src/seed/events.ts). */
export const JAZZ = 'Summer Jazz Night';
export const GARDEN = 'Community Garden Meetup';
export const GENERAL = 'General Admission';
export const WORKSHOP = 'Online Photography Workshop';
export const COMMUNITY_PASS = 'Community Pass';
