import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { rsvpV2 } from './rsvp-v2';

const iso = '2026-07-01T18:00:00.000Z';
const rsvp = {
  id: 'r1',
  revision: '1',
  eventId: 'e1',
  createdDate: iso,
  updatedDate: iso,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  status: 'WAITLIST',
  totalGuests: 2,
  guestList: {
    guests: [
      { index: 0, guestId: 0, checkInDetails: { checkedIn: true, checkInDate: iso } },
      { index: 1, guestId: 1, checkInDetails: { checkedIn: false } },
    ],
  },
  fullyCheckedIn: false,
  checkedInGuestCount: 1,
};
const page = { rsvps: [rsvp], pagingMetadata: { count: 1, offset: 0, total: 1 } };

describe('rsvpV2', () => {
  it('a visitor responds and a member reads their own, with Dates down to check-ins', async () => {
    const server = await fakePlatform({
      'POST /events/v2/rsvps': { rsvp },
      'GET /events/v2/rsvps/current': page,
    });
    const client = clientOf(server, { rsvpV2 });
    const input = {
      eventId: 'e1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      totalGuests: 2,
    };
    const created = await client.rsvpV2.createRsvp(input);
    expect(created.status).toBe('WAITLIST');
    expect(created.createdDate).toEqual(new Date(iso));
    expect(created.guestList.guests[0]?.checkInDetails.checkInDate).toEqual(new Date(iso));
    const mine = await client.rsvpV2.listCurrentRsvps({ eventId: ['e1', 'e2'], limit: 10 });
    expect(mine.rsvps[0]?.updatedDate).toEqual(new Date(iso));
    const calls = apiCalls(server);
    expect(calls[0]?.body).toEqual({ rsvp: input });
    expect(calls[1]?.url).toBe('/events/v2/rsvps/current?eventId=e1&eventId=e2&paging.limit=10');
  });

  it('the owner gets, queries, counts, checks in and deletes', async () => {
    const server = await fakePlatform({
      'GET /events/v2/rsvps/r1': { rsvp },
      'POST /events/v2/rsvps/query': page,
      'POST /events/v2/rsvps/count': { count: 4 },
      'POST /events/v2/rsvps/r1/check-in': { rsvp },
      'DELETE /events/v2/rsvps/r1': {},
    });
    const client = clientOf(server, { rsvpV2 });
    expect((await client.rsvpV2.getRsvp('r1')).createdDate).toEqual(new Date(iso));
    const found = await client.rsvpV2.queryRsvps().eq('eventId', 'e1').limit(5).find();
    expect(found.items[0]?.createdDate).toEqual(new Date(iso));
    expect(await client.rsvpV2.countRsvps({ status: 'YES' })).toEqual({ count: 4 });
    await client.rsvpV2.checkInRsvpGuests('r1', { guestIds: [1] });
    await client.rsvpV2.deleteRsvp('r1');
    const calls = apiCalls(server);
    expect(calls[1]?.body).toEqual({
      query: { filter: { eventId: 'e1' }, paging: { limit: 5, offset: 0 } },
    });
    expect(calls[2]?.body).toEqual({ filter: { status: 'YES' } });
    expect(calls[3]).toEqual({
      method: 'POST',
      url: '/events/v2/rsvps/r1/check-in',
      body: { guestIds: [1] },
    });
    expect(calls[4]?.method).toBe('DELETE');
  });

  it('turns a full event into an application error with the platform code', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      sendJson(res, 400, {
        message: 'full',
        details: { applicationError: { code: 'RSVP_FULL', description: 'The event is full' } },
      });
    });
    const client = clientOf(server, { rsvpV2 });
    const error = await client.rsvpV2
      .createRsvp({ eventId: 'e1', firstName: 'A', lastName: 'B', email: 'a@b.co' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'RSVP_FULL' });
  });
});
