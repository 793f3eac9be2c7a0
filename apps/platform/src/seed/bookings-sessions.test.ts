import { DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { candidateSlots } from '../modules/availability/schedule';
import { findServices, loadSchedules } from '../modules/availability/schedule-store';
import { MAIN_STUDIO_TIME_ZONE } from './bookings-setup';
import { courseSessionTimes } from './bookings-sessions';
import { seedId } from './seed-helpers';

/** "HH:MM" and weekday of an instant in the studio's zone. */
function studioTime(at: Date) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: MAIN_STUDIO_TIME_ZONE,
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value;
  return { time: `${part('hour')}:${part('minute')}`, weekday: part('weekday') };
}

describe('course session times', () => {
  it('keep the local hour across a DST change, so the UTC hour moves', () => {
    // Pacific daylight time starts on 8 March 2026, between the first and last session.
    const now = new Date('2026-02-20T12:00:00Z');
    const sessions = courseSessionTimes({ key: 'k', minutes: 120, course: [7, 4] }, now);
    expect(sessions.map((s) => studioTime(s.start).time)).toEqual([
      '18:00',
      '18:00',
      '18:00',
      '18:00',
    ]);
    expect(sessions.map((s) => s.start.toISOString())).toEqual([
      '2026-02-28T02:00:00.000Z',
      '2026-03-07T02:00:00.000Z',
      '2026-03-14T01:00:00.000Z',
      '2026-03-21T01:00:00.000Z',
    ]);
    expect(sessions[0]!.end.getTime() - sessions[0]!.start.getTime()).toBe(120 * 60_000);
  });
});

describe('seeded classes and course, as availability reads them', () => {
  const t = useTestApp();
  const owner = { siteId: DEMO_SITE_ID, role: 'ADMIN' } as const;

  async function slotTimes(key: string, days: number) {
    const id = seedId(DEMO_SITE_ID, `service:${key}`);
    const services = await findServices(t.db, owner, { ids: [id] });
    const from = new Date();
    const to = new Date(from.getTime() + days * 86_400_000);
    const [schedule] = await loadSchedules(t.db, services, from, to);
    expect(schedule?.timeZone).toBe(MAIN_STUDIO_TIME_ZONE);
    return candidateSlots(schedule!, from, to).map((slot) => studioTime(slot.start));
  }

  it('runs Morning Yoga in the morning and Pilates in the evening, studio time', async () => {
    const yoga = await slotTimes('morning-yoga', 14);
    expect(yoga.length).toBeGreaterThanOrEqual(10);
    expect(new Set(yoga.map((s) => s.time))).toEqual(new Set(['07:00']));
    expect(yoga.map((s) => s.weekday)).not.toContain('Sun');
    const pilates = await slotTimes('pilates-mat', 14);
    expect(new Set(pilates.map((s) => `${s.weekday} ${s.time}`))).toEqual(
      new Set(['Tue 18:00', 'Thu 18:00', 'Sat 10:00']),
    );
  });

  it('gives the course six stored evening sessions with stable ids', async () => {
    const id = seedId(DEMO_SITE_ID, 'service:pottery-course');
    const services = await findServices(t.db, owner, { ids: [id] });
    const [course] = await loadSchedules(t.db, services, new Date(), new Date());
    const sessions = course?.sessions ?? [];
    expect(sessions.map((s) => s.id).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => seedId(DEMO_SITE_ID, `session:pottery-course:${n}`)).sort(),
    );
    expect(new Set(sessions.map((s) => studioTime(s.start).time))).toEqual(new Set(['18:00']));
    const [service] = services;
    expect(service?.firstSessionStart).toEqual(
      sessions.map((s) => s.start).sort((a, b) => +a - +b)[0],
    );
  });
});
