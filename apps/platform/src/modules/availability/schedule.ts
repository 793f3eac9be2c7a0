import type { PolicyRules } from '../../db/schema/bookings';
import type { WeeklyItem } from '../../db/schema/booking-records';
import { fromLocal, nextDay, toLocal, weekdayOf } from './time-zone';

/** Everything slot computation needs about one service; loaded by schedule-store.ts. */
export interface ServiceSchedule {
  serviceId: string;
  scheduleId: string;
  /** The service's name: a class's or course's event title in Time Slots V2. */
  name: string;
  type: 'APPOINTMENT' | 'CLASS' | 'COURSE';
  capacity: number;
  durationMinutes: number;
  bufferMinutes: number;
  onlineBookingEnabled: boolean;
  firstSessionStart: Date | null;
  lastSessionEnd: Date | null;
  timeZone: string;
  weekly: WeeklyItem[];
  /** Stored sessions: classes' in the range, a course's all of them. */
  sessions: { id: string; start: Date; end: Date; capacity: number | null }[];
  policy: Partial<PolicyRules>;
  location?: { id?: string; name?: string; formattedAddress?: string };
}

export interface CandidateSlot {
  serviceId: string;
  sessionId?: string;
  start: Date;
  end: Date;
  capacity: number;
}

/** What a service without a bookings_schedules row gets. */
export const DEFAULT_TIME_ZONE = 'UTC';
const WORKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
export const DEFAULT_WEEKLY: Record<ServiceSchedule['type'], WeeklyItem[]> = {
  APPOINTMENT: WORKDAYS.map((day) => ({ day, start: '09:00', end: '17:00' })),
  CLASS: WORKDAYS.map((day) => ({ day, start: '18:00' })),
  COURSE: [],
};

const DAY_INDEX: Record<string, number> = {
  SUN: 0,
  MON: 1,
  TUE: 2,
  WED: 3,
  THU: 4,
  FRI: 5,
  SAT: 6,
};
const dayIndex = (day: string) => DAY_INDEX[day.slice(0, 3).toUpperCase()] ?? -1;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Local days (in the schedule's zone) that may hold a slot starting in [from, to). */
function* localDays(from: Date, to: Date, timeZone: string) {
  let day = toLocal(new Date(from.getTime() - DAY_MS), timeZone);
  const last = toLocal(new Date(to.getTime() + DAY_MS), timeZone);
  const key = (d: { year: number; month: number; day: number }) =>
    d.year * 10_000 + d.month * 100 + d.day;
  while (key(day) <= key(last)) {
    yield day;
    day = { ...nextDay(day), minutes: 0, weekday: 0 };
  }
}

/** Local start minutes of each weekly item on that day, as instants. */
function weeklyStarts(s: ServiceSchedule, from: Date, to: Date) {
  const starts: { at: Date; item: WeeklyItem; minute: number }[] = [];
  for (const day of localDays(from, to, s.timeZone)) {
    for (const item of s.weekly.filter((w) => dayIndex(w.day) === weekdayOf(day))) {
      const stride = s.durationMinutes + s.bufferMinutes;
      const first = minutesOf(item.start);
      const endMinute = item.end ? minutesOf(item.end) : first + s.durationMinutes;
      for (let m = first; m + s.durationMinutes <= endMinute; m += stride) {
        const at = fromLocal(day, m, s.timeZone);
        if (at && at >= from && at < to) starts.push({ at, item, minute: m });
      }
    }
  }
  return starts;
}

const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE_MS);

export function appointmentSlots(s: ServiceSchedule, from: Date, to: Date): CandidateSlot[] {
  return weeklyStarts(s, from, to).map(({ at }) => ({
    serviceId: s.serviceId,
    start: at,
    end: plus(at, s.durationMinutes),
    capacity: s.capacity,
  }));
}

export function classSlots(s: ServiceSchedule, from: Date, to: Date): CandidateSlot[] {
  const stored = s.sessions
    .filter((x) => x.start >= from && x.start < to)
    .map((x) => ({
      serviceId: s.serviceId,
      sessionId: x.id,
      start: x.start,
      end: x.end,
      capacity: x.capacity ?? s.capacity,
    }));
  const taken = new Set(stored.map((x) => x.start.getTime()));
  const recurring = weeklyStarts(s, from, to)
    .filter(({ at }) => !taken.has(at.getTime()))
    .map(({ at }) => ({
      serviceId: s.serviceId,
      sessionId: `${s.scheduleId}:${at.toISOString()}`,
      start: at,
      end: plus(at, s.durationMinutes),
      capacity: s.capacity,
    }));
  return [...stored, ...recurring];
}

/** A course's sessions: stored ones, else weekly from its first start to its last end. */
export function courseSessions(s: ServiceSchedule): { start: Date; end: Date }[] {
  if (s.sessions.length) return [...s.sessions].sort((a, b) => +a.start - +b.start);
  if (!s.firstSessionStart) return [];
  const sessions = [];
  const last = s.lastSessionEnd ?? plus(s.firstSessionStart, s.durationMinutes);
  for (let at = s.firstSessionStart; plus(at, s.durationMinutes) <= last; at = plus(at, 7 * 1440)) {
    sessions.push({ start: at, end: plus(at, s.durationMinutes) });
    if (sessions.length > 520) break;
  }
  return sessions;
}

/** One slot for the whole course, listed while any of its sessions falls in the range. */
export function courseSlots(s: ServiceSchedule, from: Date, to: Date): CandidateSlot[] {
  const sessions = courseSessions(s);
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  if (!first || !last || last.end <= from || first.start >= to) return [];
  return [
    {
      serviceId: s.serviceId,
      sessionId: s.scheduleId,
      start: first.start,
      end: last.end,
      capacity: s.capacity,
    },
  ];
}

export function candidateSlots(s: ServiceSchedule, from: Date, to: Date): CandidateSlot[] {
  if (s.type === 'APPOINTMENT') return appointmentSlots(s, from, to);
  if (s.type === 'CLASS') return classSlots(s, from, to);
  return courseSlots(s, from, to);
}
