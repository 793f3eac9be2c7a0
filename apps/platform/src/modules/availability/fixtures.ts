import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID } from '@headless/contract';
import type { Db } from '../../db/client';
import { bookingsServices } from '../../db/schema/bookings';
import {
  bookingsSchedules,
  bookingsSessions,
  type WeeklyItem,
} from '../../db/schema/booking-records';

/** Test data: a service of the demo site with its own schedule (tests only). */
export interface ServiceFixture {
  type?: 'APPOINTMENT' | 'CLASS' | 'COURSE';
  capacity?: number;
  minutes?: number;
  buffer?: number;
  priceMinor?: number | null;
  timeZone?: string;
  weekly?: WeeklyItem[];
  sessions?: { start: string; end: string; capacity?: number }[];
  onlineBooking?: boolean;
  requireManualApproval?: boolean;
  /** A business location the service is offered at (its slots carry it). */
  locationId?: string;
  siteId?: string;
}

export async function createServiceFixture(db: Db, f: ServiceFixture = {}) {
  const id = randomUUID();
  const siteId = f.siteId ?? DEMO_SITE_ID;
  const [row] = await db
    .insert(bookingsServices)
    .values({
      id,
      siteId,
      type: f.type ?? 'APPOINTMENT',
      name: `Fixture ${id.slice(0, 8)}`,
      slug: `fixture-${id}`,
      defaultCapacity: f.capacity ?? 1,
      rateType: f.priceMinor ? 'FIXED' : 'NO_FEE',
      priceMinor: f.priceMinor ?? null,
      durationMinutes: f.minutes ?? 60,
      bufferMinutes: f.buffer ?? 0,
      onlineBookingEnabled: f.onlineBooking ?? true,
      details: {
        requireManualApproval: f.requireManualApproval ?? false,
        ...(f.locationId
          ? {
              locations: [
                {
                  id: f.locationId,
                  type: 'BUSINESS' as const,
                  business: { id: f.locationId, name: 'Studio' },
                },
              ],
            }
          : {}),
      },
    })
    .returning();
  if (f.weekly || f.timeZone)
    await db.insert(bookingsSchedules).values({
      serviceId: id,
      siteId,
      timeZone: f.timeZone ?? 'UTC',
      weekly: f.weekly ?? [],
    });
  if (f.sessions?.length)
    await db.insert(bookingsSessions).values(
      f.sessions.map((s) => ({
        siteId,
        serviceId: id,
        startDate: new Date(s.start),
        endDate: new Date(s.end),
        capacity: s.capacity ?? null,
      })),
    );
  return row!;
}
