import type { Locator, Page } from '@playwright/test';
import { AppExamplePage } from '../../fixtures';
import { HostedPage } from '../../fixtures/pages/hosted-page';

/** /tickets: the events, one event's tickets or RSVP form, and the confirmation on return. */
export class TicketsPage extends AppExamplePage {
  readonly events = this.page.getByTestId('tickets-event');
  readonly tickets = this.page.getByTestId('ticket');
  readonly reserveButton = this.page.getByRole('button', { name: /^Reserve/ });
  readonly error = this.page.getByTestId('tickets-error');
  readonly confirmation = this.page.getByTestId('ticket-order-confirmation');
  readonly orderNumber = this.confirmation.getByTestId('ticket-order-number');
  readonly orderStatus = this.confirmation.getByTestId('ticket-order-status');
  readonly rsvpResult = this.page.getByTestId('rsvp-result');

  constructor(page: Page) {
    super(page, '/tickets');
  }

  async chooseEvent(title: string): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(title) }).check();
  }

  /** Opens /tickets with the event `title` chosen. */
  async openEvent(title: string): Promise<void> {
    await this.goto();
    await this.chooseEvent(title);
  }

  ticket(name: string): Locator {
    return this.tickets.filter({ hasText: name });
  }

  quantity(name: string): Locator {
    return this.page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  }

  /** Asks for `count` of the chosen event's ticket `name` and presses Reserve. */
  async reserve(name: string, count: number): Promise<void> {
    await this.quantity(name).fill(String(count));
    await this.reserveButton.click();
  }
}

export interface EventBuyer {
  firstName: string;
  lastName: string;
  email: string;
}

/** The platform's hosted events checkout; fields are found by their `name`s (`buyer.<input>`). */
export class HostedEventsCheckoutPage extends HostedPage {
  readonly countdown = this.page.locator('#countdown');
  /** The line under the countdown: what to do, or that the hold expired. */
  readonly timerNote = this.page.locator('#timer-note');
  readonly placeOrder = this.page.getByRole('button', { name: /Place order/ });
  /** The form's heading apps' tests wait on, on the real platform's page too. */
  readonly details = this.sectionHeading('Add your details');

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
