import type { Db } from '../db/client';
import { bookingsSchedules, type WeeklyItem } from '../db/schema/booking-records';
import { MAIN_STUDIO_TIME_ZONE } from './bookings-setup';
import { seedId } from './seed-helpers';

const days = (list: string, start: string, end?: string): WeeklyItem[] =>
  list.split(' ').map((day) => ({ day, start, ...(end ? { end } : {}) }));

const EVERY_DAY = 'SUN MON TUE WED THU FRI SAT';

/**
 * Working hours of the appointments and weekly sessions of the classes; the course runs on dates.
 * The leading service (the free consultation, first in a services query) is open every day from
 * morning to evening, so any 24 hours, whatever the weekday and across a change of daylight
 * saving time, hold slots of it; the others keep their varied weeks.
 */
const WEEKLY: Record<string, WeeklyItem[]> = {
  'intro-consultation': days(EVERY_DAY, '08:00', '20:00'),
  'personal-training': days('MON TUE WED THU FRI', '09:00', '17:00'),
  'deep-tissue-massage': days('TUE WED THU FRI SAT', '10:00', '18:00'),
  'morning-yoga': days('MON TUE WED THU FRI SAT', '07:00'),
  'pilates-mat': [...days('TUE THU', '18:00'), ...days('SAT', '10:00')],
  'pottery-course': [],
};

export async function seedBookingSchedules(db: Db, siteId: string): Promise<void> {
  await db
    .insert(bookingsSchedules)
    .values(
      Object.entries(WEEKLY).map(([key, weekly]) => ({
        serviceId: seedId(siteId, `service:${key}`),
        siteId,
        timeZone: MAIN_STUDIO_TIME_ZONE,
        weekly,
      })),
    )
    .onConflictDoNothing();
}
