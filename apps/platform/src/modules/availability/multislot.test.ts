import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, weekdays } = k;

/** Slots of 15 March 2027 (UTC) through the multislot endpoint, as the visitor. */
const multislotOnMarch15 = (request: object) =>
  k.query(
    { from: '2027-03-15T00:00:00', to: '2027-03-16T00:00:00', timeZone: 'UTC', ...request },
    '/v1/availability/multislot',
  );

describe('POST /v1/availability/multislot', () => {
  it('pages the slots of the services with cursors', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00') });
    const ask = (cursor?: string) =>
      multislotOnMarch15({
        slots: [{ serviceId: s.id }],
        cursorPaging: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
    const first = (await ask()).json();
    expect(first.slots).toHaveLength(2);
    expect(first.cursorPagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = (await ask(first.cursorPagingMetadata.cursors.next)).json();
    expect(second.slots.map((e: { slot: { startDate: string } }) => e.slot.startDate)).toEqual([
      '2027-03-15T11:00:00.000Z',
    ]);
    expect(second.cursorPagingMetadata.hasNext).toBe(false);
  });
});

describe('POST /v1/availability/multislot at a location', () => {
  it('keeps only the slots offered at the location asked for', async () => {
    const studio = randomUUID();
    const here = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '11:00'),
      locationId: studio,
    });
    const elsewhere = await createServiceFixture(t.db, { weekly: weekdays('09:00', '11:00') });
    const ask = (location?: { id: string }) =>
      multislotOnMarch15({
        slots: [{ serviceId: here.id }, { serviceId: elsewhere.id }],
        ...(location ? { location } : {}),
      });
    const services = (res: LightMyRequestResponse) => [
      ...new Set(res.json().slots.map((e: { slot: { serviceId: string } }) => e.slot.serviceId)),
    ];
    expect(services(await ask())).toHaveLength(2);
    const atStudio = await ask({ id: studio });
    expect(services(atStudio)).toEqual([here.id]);
    expect(atStudio.json().slots[0].slot.location).toMatchObject({ id: studio });
    expect((await ask({ id: randomUUID() })).json().slots).toEqual([]);
  });
});
