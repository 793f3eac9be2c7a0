import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app';
import type { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

type Callers = ReturnType<typeof useCallers>;
export const SCHEDULE = '/events/v1/schedule';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A published event of its own, so tests never see each other's schedules. */
export async function scheduledEvent(c: Callers, draft = false): Promise<string> {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `Schedule ${Math.random()}` }),
    draft,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
}

/** A draft item starting `startHour` hours from now, an hour long. */
export async function addItem(
  c: Callers,
  eventId: string,
  startHour: number,
  item: Record<string, unknown> = {},
) {
  const res = await c.asOwner('POST', `${SCHEDULE}/draft`, {
    eventId,
    item: {
      name: `Session at ${startHour}`,
      timeSlot: { start: inHours(startHour), end: inHours(startHour + 1), timeZoneId: 'UTC' },
      ...item,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as { id: string; name: string; draft: boolean };
}

export async function publish(c: Callers, eventId: string): Promise<void> {
  const res = await c.asOwner('POST', `${SCHEDULE}/publish`, { eventId });
  expect(res.statusCode, res.body).toBe(200);
}

export type { TestApp };
