import { describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { ApplicationError, ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import {
  availabilityTimeSlots,
  eventTimeSlots,
  multiServiceAvailabilityTimeSlots,
} from './time-slots';

const opens = '2026-07-01T13:00:00.000Z';
const slot = (localStartDate: string, extra: object = {}) => ({
  serviceId: 's1',
  localStartDate,
  localEndDate: '2026-07-02T10:00:00',
  bookable: false,
  totalCapacity: 1,
  remainingCapacity: 1,
  bookableCapacity: 0,
  bookingPolicyViolations: { tooEarlyToBook: true, earliestBookingDate: opens },
  availableResources: [],
  nonBookableReasons: {
    noRemainingCapacity: false,
    violatesBookingPolicy: true,
    reservedForWaitingList: false,
    eventCancelled: false,
  },
  ...extra,
});
const paging = { cursors: { next: 'c2' }, hasNext: true };

describe('Time Slots V2', () => {
  it('lists appointment slots: local dates stay strings, the opening instant becomes a Date', async () => {
    const server = await fakePlatform({
      'POST /service-availability/v2/time-slots': {
        timeSlots: [slot('2026-07-02T09:00:00')],
        timeZone: 'America/New_York',
        cursorPagingMetadata: paging,
      },
    });
    const client = clientOf(server, { availabilityTimeSlots });
    const request = {
      serviceId: 's1',
      fromLocalDate: '2026-07-02T00:00:00',
      toLocalDate: '2026-07-09T00:00:00',
      timeZone: 'America/New_York',
      bookable: true,
      cursorPaging: { limit: 10 },
    };
    const page = await client.availabilityTimeSlots.listAvailabilityTimeSlots(request);
    expect(page.timeZone).toBe('America/New_York');
    expect(page.cursorPagingMetadata).toEqual(paging);
    expect(page.timeSlots[0]?.localStartDate).toBe('2026-07-02T09:00:00');
    expect(page.timeSlots[0]?.bookingPolicyViolations.earliestBookingDate).toEqual(new Date(opens));
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/service-availability/v2/time-slots', body: request },
    ]);
  });

  it('gets one slot and its end options, each slot with its Dates', async () => {
    const one = { timeSlot: slot('2026-07-02T09:00:00'), timeZone: 'UTC' };
    const server = await fakePlatform({
      'POST /service-availability/v2/time-slots/get': one,
      'POST /service-availability/v2/time-slots/end-options': {
        endOptions: [slot('2026-07-02T09:00:00')],
        timeZone: 'UTC',
      },
    });
    const client = clientOf(server, { availabilityTimeSlots });
    const request = {
      serviceId: 's1',
      localStartDate: '2026-07-02T09:00:00',
      localEndDate: '2026-07-02T10:00:00',
    };
    const got = await client.availabilityTimeSlots.getAvailabilityTimeSlot(request);
    expect(got.timeSlot.bookingPolicyViolations.earliestBookingDate).toEqual(new Date(opens));
    const ends = await client.availabilityTimeSlots.listAvailabilityTimeSlotEndOptions('s1', {
      localStartDate: '2026-07-02T09:00:00',
    });
    expect(ends.endOptions[0]?.bookingPolicyViolations.earliestBookingDate).toEqual(
      new Date(opens),
    );
    const calls = apiCalls(server);
    expect(calls[0]?.body).toEqual(request);
    expect(calls[1]?.body).toEqual({ serviceId: 's1', localStartDate: '2026-07-02T09:00:00' });
  });

  it('lists and gets class sessions; the get sends its zone in the query', async () => {
    const session = slot('2026-07-02T18:00:00', {
      eventInfo: { eventId: 'ev1', waitingList: { totalCapacity: 0, remainingCapacity: 0 } },
    });
    const server = await fakePlatform({
      'POST /service-availability/v2/time-slots/event': {
        timeSlots: [session],
        timeZone: 'UTC',
        pagingMetadata: { cursors: {}, hasNext: false },
      },
      'GET /service-availability/v2/time-slots/event/ev1': { timeSlot: session, timeZone: 'UTC' },
    });
    const client = clientOf(server, { eventTimeSlots });
    const page = await client.eventTimeSlots.listEventTimeSlots({ serviceIds: ['s1'] });
    expect(page.pagingMetadata.hasNext).toBe(false);
    expect(page.timeSlots[0]?.eventInfo?.eventId).toBe('ev1');
    const got = await client.eventTimeSlots.getEventTimeSlot('ev1', { timeZone: 'Europe/Paris' });
    expect(got.timeSlot.bookingPolicyViolations.earliestBookingDate).toEqual(new Date(opens));
    expect(apiCalls(server).map((c) => c.url)).toEqual([
      '/service-availability/v2/time-slots/event',
      '/service-availability/v2/time-slots/event/ev1?eventId=ev1&timeZone=Europe%2FParis',
    ]);
  });

  it('lists and gets multi-service slots with the services in order', async () => {
    const nested = slot('2026-07-02T09:00:00', {
      nestedTimeSlots: [
        {
          serviceId: 's1',
          localStartDate: '2026-07-02T09:00:00',
          localEndDate: '2026-07-02T10:00:00',
          availableResources: [],
        },
      ],
    });
    const server = await fakePlatform({
      'POST /service-availability/v2/multi-service-time-slots': {
        timeSlots: [nested],
        timeZone: 'UTC',
        cursorPagingMetadata: { cursors: {}, hasNext: false },
      },
      'POST /service-availability/v2/multi-service-time-slots/get': {
        timeSlot: nested,
        timeZone: 'UTC',
      },
    });
    const client = clientOf(server, { multiServiceAvailabilityTimeSlots });
    const services = [{ serviceId: 's1' }, { serviceId: 's2' }];
    const api = client.multiServiceAvailabilityTimeSlots;
    const page = await api.listMultiServiceAvailabilityTimeSlots({ services });
    expect(page.timeSlots[0]?.nestedTimeSlots?.[0]?.serviceId).toBe('s1');
    const got = await api.getMultiServiceAvailabilityTimeSlot({
      services,
      localStartDate: '2026-07-02T09:00:00',
      localEndDate: '2026-07-02T11:00:00',
    });
    expect(got.timeSlot.bookingPolicyViolations.earliestBookingDate).toEqual(new Date(opens));
    expect(apiCalls(server)[0]?.body).toEqual({ services });
  });

  it('resends a list after a 503 (a read), and names a bad field by its argument', async () => {
    let calls = 0;
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      if (req.url.endsWith('/time-slots') && ++calls === 1) return sendJson(res, 503, {});
      if (req.url.endsWith('/time-slots'))
        return sendJson(res, 200, { timeSlots: [], timeZone: 'UTC', cursorPagingMetadata: paging });
      sendJson(res, 400, {
        message: 'invalid',
        details: {
          validationError: {
            fieldViolations: [{ field: 'timeZone', description: 'not a time zone' }],
          },
        },
      });
    });
    const client = createClient({
      clientId: 'c',
      apiBaseUrl: server.url,
      modules: { availabilityTimeSlots },
      retry: { sleep: () => Promise.resolve() },
    });
    const page = await client.availabilityTimeSlots.listAvailabilityTimeSlots({ serviceId: 's1' });
    expect(page.timeSlots).toEqual([]);
    const error = await client.availabilityTimeSlots
      .listAvailabilityTimeSlotEndOptions('s1', { localStartDate: 'x', timeZone: 'Mars/Base' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('options.timeZone');
  });

  it('turns an unknown service into an application error with the platform code', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      sendJson(res, 404, {
        message: 'Service not found',
        details: {
          applicationError: { code: 'SERVICE_NOT_FOUND', description: 'no such service' },
        },
      });
    });
    const client = clientOf(server, { availabilityTimeSlots });
    const error = await client.availabilityTimeSlots
      .getAvailabilityTimeSlot({ serviceId: 'nope', localStartDate: 'a', localEndDate: 'b' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'SERVICE_NOT_FOUND' });
  });
});
