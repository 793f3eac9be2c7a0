import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { rsvp } from './rsvp';

const iso = '2030-07-01T18:00:00.000Z';
const wire = { id: 'r1', eventId: 'e1', status: 'WAITING', createdDate: iso, updatedDate: iso };

describe('rsvp', () => {
  it('creates, lists, queries and deletes RSVPs', async () => {
    const server = await fakePlatform({
      'POST /events/v1/rsvp': { rsvp: wire },
      'GET /events/v1/rsvp': { rsvps: [wire], total: 1, offset: 0, limit: 10 },
      'POST /events/v1/rsvp/query': {
        rsvps: [wire],
        pagingMetadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
      },
      'DELETE /events/v1/events/e1/rsvp': {},
    });
    const api = clientOf(server, { rsvp }).rsvp;
    const created = await api.createRsvp({
      eventId: 'e1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      guests: 1,
    });
    expect(created).toMatchObject({ status: 'WAITING', createdDate: new Date(iso) });
    expect((await api.listRsvps('e1', { limit: 10 })).rsvps[0]?.updatedDate).toEqual(new Date(iso));
    const page = await api.queryRsvps().eq('status', 'WAITING').find();
    expect(page.items).toHaveLength(1);
    await api.deleteRsvps('e1', ['r1', 'r2']);
    const calls = apiCalls(server);
    expect(calls[0]?.body).toEqual({
      eventId: 'e1',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      guests: 1,
    });
    expect(calls[1]?.url).toBe('/events/v1/rsvp?eventId=e1&limit=10');
    expect(calls[2]?.body).toEqual({
      query: { filter: { status: 'WAITING' }, paging: { limit: 50, offset: 0 } },
    });
    expect(calls[3]?.url).toBe('/events/v1/events/e1/rsvp?eventId=e1&rsvpId=r1&rsvpId=r2');
  });
});
