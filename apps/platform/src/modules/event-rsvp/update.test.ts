import { RsvpResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const FQDN = 'wix.events.v1.rsvp';

async function rsvpOn() {
  const event = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `RSVP ${Math.random()}`, registration: { initialType: 'RSVP' } }),
  });
  expect(event.statusCode, event.body).toBe(200);
  const eventId = event.json().event.id as string;
  const res = await c.asVisitor('POST', '/events/v1/rsvp', {
    eventId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { eventId, rsvp: RsvpResponse.parse(res.json()).rsvp };
}

describe('PATCH /events/v1/rsvp/{rsvpId}', () => {
  it('corrects the details and records rsvp_updated with the RSVP and the owner', async () => {
    const { eventId, rsvp } = await rsvpOn();
    const res = await c.asOwner('PATCH', `/events/v1/rsvp/${rsvp.id}`, {
      eventId,
      email: 'ada@lovelace.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = RsvpResponse.parse(res.json()).rsvp;
    expect(updated).toMatchObject({ id: rsvp.id, email: 'ada@lovelace.org', status: 'YES' });
    const [event] = (await outboxOf(t.db, FQDN, rsvp.id)).filter(
      (e) => e.eventType === `${FQDN}_updated`,
    );
    expect(event).toMatchObject({
      aggregateType: FQDN,
      aggregateId: rsvp.id,
      payload: updated,
      identity: ownerIdentity,
    });
  });

  it('is the owner’s; bad input gets the envelope; another event’s RSVP is not found', async () => {
    const { eventId, rsvp } = await rsvpOn();
    const url = `/events/v1/rsvp/${rsvp.id}`;
    expect((await c.asVisitor('PATCH', url, { eventId, firstName: 'X' })).statusCode).toBe(403);
    const bad = await c.asOwner('PATCH', url, { eventId, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('email');
    const other = await rsvpOn();
    const wrong = await c.asOwner('PATCH', url, { eventId: other.eventId, firstName: 'X' });
    expect([wrong.statusCode, wrong.json().details.applicationError.code]).toEqual([
      404,
      'RSVP_NOT_FOUND',
    ]);
    const events = await outboxOf(t.db, FQDN, rsvp.id);
    expect(events.filter((e) => e.eventType === `${FQDN}_updated`)).toEqual([]);
  });
});
