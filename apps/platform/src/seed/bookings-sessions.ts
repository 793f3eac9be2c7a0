import type { Db } from '../db/client';
import { bookingsSessions } from '../db/schema/booking-records';
import { MAIN_STUDIO_TIME_ZONE } from './bookings-setup';
import { localTimeFromToday, seedId } from './seed-helpers';

/** Courses meet in the evening, studio time. */
const COURSE_START_HOUR = 18;

export interface SeedCourse {
  key: string;
  minutes: number;
  /** [first day from today, number of weekly sessions] */
  course: [number, number];
}

/**
 * Each session at the same local hour in the studio's zone, computed day by day: a DST change
 * between two sessions moves their UTC time, never the hour the students see.
 */
export function courseSessionTimes({ minutes, course }: SeedCourse, now: Date) {
  const [firstDay, weeks] = course;
  return Array.from({ length: weeks }, (_, week) => {
    const start = localTimeFromToday(
      firstDay + 7 * week,
      COURSE_START_HOUR,
      MAIN_STUDIO_TIME_ZONE,
      now,
    );
    return { start, end: new Date(start.getTime() + minutes * 60_000) };
  });
}

/** Stored sessions, so availability lists these exact times rather than 7-day steps from the first. */
export async function seedCourseSessions(db: Db, siteId: string, courses: SeedCourse[], now: Date) {
  const rows = courses.flatMap((c) =>
    courseSessionTimes(c, now).map(({ start, end }, n) => ({
      id: seedId(siteId, `session:${c.key}:${n}`),
      siteId,
      serviceId: seedId(siteId, `service:${c.key}`),
      startDate: start,
      endDate: end,
    })),
  );
  if (rows.length) await db.insert(bookingsSessions).values(rows).onConflictDoNothing();
}
