import type { EventForm } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { eventsEvents } from '../../db/schema/events';
import { setPremium } from '../../modules/checkout/test-helpers';
import { backLinkOf } from '../callback-test-kit';
import { placeViolations } from './events-place';
import { headingsOf, siteContainerOf } from '../landmarks-test-kit';
import { BUYER, getPage, openCheckout, submitEvents } from './events-test-helpers';
import { FULL_FORM, ordersOf, squash } from './events-checkout-test-kit';

const t = useTestApp();

describe('the hosted events checkout page', () => {
  beforeAll(() => setPremium(t.db, true));

  it('shows the event, a countdown to the expiry, lines, totals, the form and the payment choice', async () => {
    const { event, sessionId } = await openCheckout(t, { priceMinor: 2500 }, 2);
    const res = await getPage(t.app, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = squash(res.body);
    expect(body).toContain(`Test event ${event.slug}`);
    // Where apps' tests on the real platform look: the container, then the form's heading.
    const inside = siteContainerOf(res.body) ?? '';
    expect(headingsOf(inside)).toEqual([`h1 Test event ${event.slug}`, 'h2 Add your details']);
    expect(inside).toMatch(/<form [^>]*aria-labelledby="add-your-details"/);
    expect(body).toMatch(/<time id="countdown" role="timer" datetime="[^"]+Z">(19|20):\d\d</);
    expect(body).toContain('$50.00');
    for (const name of ['buyer.firstName', 'buyer.lastName', 'buyer.email'])
      expect(body).toContain(`name="${name}"`);
    expect(body).toMatch(/name="paymentOutcome" value="pay" checked/);
    expect(body).toContain('value="decline"');
    expect(backLinkOf(res.body)).toBe(
      'http://localhost:3000/tickets?callbackType=CHECKOUT&status=CANCELED',
    );
    expect((await getPage(t.app, 'nope')).statusCode).toBe(404);
  });

  it('names the CLI command that ends this hold now (README: `reservations expire <id>`)', async () => {
    const { id, sessionId } = await openCheckout(t, { priceMinor: 0 }, 1);
    const body = squash((await getPage(t.app, sessionId)).body);
    expect(body).toContain(`<code>npm run platform -- reservations expire ${id}</code>`);
  });

  it("shows the event's start in the house style, in the event's zone, named", async () => {
    const { event, sessionId } = await openCheckout(t, { priceMinor: 0 }, 1);
    await t.db
      .update(eventsEvents)
      .set({
        startDate: new Date('2027-07-04T23:00:00Z'),
        endDate: new Date('2027-07-05T02:00:00Z'),
        timeZoneId: 'America/New_York',
      })
      .where(eq(eventsEvents.id, event.id));
    const body = squash((await getPage(t.app, sessionId)).body);
    expect(body).toContain('<p> Sun, Jul 4, 2027, 7:00 PM EDT<br />');
  });

  it('renders every field type of the event form, per guest, and explains what is missing', async () => {
    const { id, sessionId } = await openCheckout(
      t,
      { priceMinor: 0, form: FULL_FORM, separately: true },
      2,
    );
    const page = squash((await getPage(t.app, sessionId)).body);
    for (const prefix of ['buyer', 'guest2']) {
      expect(page).toContain(`name="${prefix}.comment"`);
      expect(page).toMatch(new RegExp(`<textarea id="${prefix}-comment"`));
      expect(page).toMatch(new RegExp(`<select id="${prefix}-shirt" name="${prefix}.shirt"`));
      expect(page).toContain(`type="radio" name="${prefix}.meal" value="Vegan"`);
      expect(page).toContain(`type="checkbox" name="${prefix}.topics.1" value="Swing"`);
      expect(page).toMatch(
        new RegExp(`name="${prefix}.additionalGuests" type="number"[^>]*max="3"`),
      );
      expect(page).toContain(`name="${prefix}.address.3"`);
      expect(page).toMatch(new RegExp(`name="${prefix}.birthday" type="date"`));
    }
    const res = await submitEvents(t.app, sessionId, {
      ...BUYER,
      'buyer.email': 'not-an-email',
      'buyer.additionalGuests': 'many',
      'buyer.birthday': '2020-13-45',
      'buyer.shirt': 'XXL',
      'buyer.topics.0': 'Bebop',
      'buyer.topics.1': 'Swing',
    });
    expect(res.statusCode).toBe(400);
    const body = squash(res.body);
    expect(body).toContain('role="alert"');
    expect(body).toContain('Enter an email address like name@example.com.');
    expect(body).toContain('Guests you bring: enter a whole number from 0 to 3.');
    expect(body).toContain('Birthday: enter a date like 2026-11-27.');
    expect(body).toContain('T-shirt size: choose one of the options.');
    expect(body).toContain('Meal: choose one of the options.');
    expect(body).toContain('Topics: choose at most 1.');
    // The second guest's empty first name, in the other checkouts' words (it read "Enter First name.").
    expect(body).toContain('Enter your first name.');
    expect(body).toMatch(/id="buyer-email"[^>]*aria-invalid="true"/);
    expect(body).toContain('value="Ada"');
    expect(await ordersOf(t.db, id)).toEqual([]);
  });

  it('asks for an empty name or email as the other checkouts do, for a custom field by its label', async () => {
    const club = 'Member number at Blue Note Club';
    const form: EventForm = {
      controls: [
        ...FULL_FORM.controls.slice(0, 2),
        {
          type: 'INPUT',
          system: false,
          inputs: [{ name: 'club', label: club, mandatory: true, type: 'TEXT' }],
        },
        {
          type: 'RADIO',
          system: false,
          inputs: [
            {
              name: 'car',
              label: 'Coming by car?',
              mandatory: true,
              type: 'TEXT',
              options: ['Yes', 'No'],
            },
          ],
        },
        {
          type: 'DATE',
          system: false,
          inputs: [{ name: 'born', label: 'Date of birth:', mandatory: false, type: 'DATE_TIME' }],
        },
      ],
    };
    const { sessionId } = await openCheckout(t, { priceMinor: 0, form }, 1);
    const body = squash((await submitEvents(t.app, sessionId, { 'buyer.born': 'soon' })).body);
    expect(body).toContain('Enter your first name.');
    expect(body).toContain('Enter your last name.');
    expect(body).toContain('Enter an email address like name@example.com.');
    // The site owner's words as typed: "Enter member number at blue note club." would lose them.
    expect(body).toContain(`${club}: fill this in.`);
    // Whatever the label ends with, the message reads on: no "Coming by car?: choose", no "::".
    expect(body).toContain('Coming by car? Choose one of the options.');
    expect(body).toContain('Date of birth: enter a date like 2026-11-27.');
    expect(body).not.toMatch(/Enter (First|Last) name|Enter Email/);
  });
});

describe('violations the tickets module reports', () => {
  it('land next to the page field of the same form, others in the alert', () => {
    const rule = 'VALIDATION' as const;
    const { errors, alerts } = placeViolations(
      [
        {
          field: 'guests.1.form.email',
          description: 'must be an email address',
          violatedRule: rule,
        },
        { field: 'buyer.email', description: 'is required', violatedRule: rule },
      ],
      ['buyer', 'guest2'],
    );
    expect(errors).toEqual({ 'guest2.email': 'This must be an email address.' });
    expect(alerts).toEqual(['buyer.email is required.']);
  });
});
