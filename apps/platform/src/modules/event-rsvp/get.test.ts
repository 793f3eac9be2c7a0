import { RsvpResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

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

/** The official SDK's rsvp.getRsvp: GET /events/v1/rsvp/{rsvpId}?eventId=. */
describe('GET /events/v1/rsvp/{rsvpId}', () => {
  it('answers the owner with the RSVP, with or without its event named', async () => {
    const { eventId, rsvp } = await rsvpOn();
    const named = await c.asOwner('GET', `/events/v1/rsvp/${rsvp.id}?eventId=${eventId}`);
    expect(named.statusCode, named.body).toBe(200);
    expect(RsvpResponse.parse(named.json()).rsvp).toEqual(rsvp);
    const bare = await c.asOwner('GET', `/events/v1/rsvp/${rsvp.id}`);
    expect(bare.json().rsvp).toEqual(rsvp);
  });

  it('is the owner’s; another event’s or an unknown RSVP is not found', async () => {
    const { rsvp } = await rsvpOn();
    expect((await c.asVisitor('GET', `/events/v1/rsvp/${rsvp.id}`)).statusCode).toBe(403);
    const other = await rsvpOn();
    for (const url of [
      `/events/v1/rsvp/${rsvp.id}?eventId=${other.eventId}`,
      '/events/v1/rsvp/nope',
    ]) {
      const res = await c.asOwner('GET', url);
      expect([res.statusCode, res.json().details.applicationError.code]).toEqual([
        404,
        'RSVP_NOT_FOUND',
      ]);
    }
  });
});
