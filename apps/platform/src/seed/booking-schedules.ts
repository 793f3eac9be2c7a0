import type { Db } from '../db/client';
import { bookingsSchedules, type WeeklyItem } from '../db/schema/booking-records';
import { MAIN_STUDIO_TIME_ZONE } from './bookings-setup';
import { seedId } from './seed-helpers';

const days = (list: string, start: string, end?: string): WeeklyItem[] =>
  list.split(' ').map((day) => ({ day, start, ...(end ? { end } : {}) }));

/** Working hours of the appointments and weekly sessions of the classes; the course runs on dates. */
const WEEKLY: Record<string, WeeklyItem[]> = {
  'personal-training': days('MON TUE WED THU FRI', '09:00', '17:00'),
  'deep-tissue-massage': days('TUE WED THU FRI SAT', '10:00', '18:00'),
  'intro-consultation': days('MON TUE WED THU FRI', '08:00', '12:00'),
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
