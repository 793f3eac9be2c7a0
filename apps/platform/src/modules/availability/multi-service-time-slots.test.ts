import { ListAvailabilityTimeSlotsResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../test/harness';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, weekdays } = k;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: k.token }, payload });
const V2 = '/service-availability/v2';

describe('Time Slots V2: multi-service availability', () => {
  it('chains appointments back to back into one slot with the services nested', async () => {
    const cut = await createServiceFixture(t.db, {
      minutes: 60,
      weekly: weekdays('09:00', '12:00'),
    });
    const color = await createServiceFixture(t.db, {
      minutes: 30,
      weekly: weekdays('10:00', '11:00'),
    });
    const res = await post(`${V2}/multi-service-time-slots`, {
      services: [{ serviceId: cut.id }, { serviceId: color.id }],
      fromLocalDate: '2027-04-05T00:00:00',
      toLocalDate: '2027-04-06T00:00:00',
      timeZone: 'UTC',
      location: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { timeSlots } = ListAvailabilityTimeSlotsResponse.parse(res.json());
    expect(timeSlots).toEqual([
      expect.objectContaining({
        localStartDate: '2027-04-05T09:00:00',
        localEndDate: '2027-04-05T10:30:00',
        bookable: true,
        bookableCapacity: 1,
        nestedTimeSlots: [
          expect.objectContaining({ serviceId: cut.id, localEndDate: '2027-04-05T10:00:00' }),
          expect.objectContaining({ serviceId: color.id, localStartDate: '2027-04-05T10:00:00' }),
        ],
      }),
    ]);
    const got = await post(`${V2}/multi-service-time-slots/get`, {
      services: [{ serviceId: cut.id }, { serviceId: color.id }],
      localStartDate: '2027-04-05T09:00:00',
      localEndDate: '2027-04-05T10:30:00',
      timeZone: 'UTC',
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().timeSlot).toEqual(timeSlots[0]);
    expectAppError(
      await post(`${V2}/multi-service-time-slots`, { services: [{ serviceId: cut.id }] }),
      400,
      'MISSING_ARGUMENTS',
    );
  });
});
