import type { Address } from '@headless/contract';
import type { Db } from '../db/client';
import { bookingsPolicies, bookingsStaff, businessLocations } from '../db/schema/bookings';
import { placeholderImage } from './placeholder-image';
import { seedId, seedTime } from './seed-helpers';

export const MAIN_STUDIO_ADDRESS: Address = {
  streetAddress: { number: '100', name: 'Market Street' },
  addressLine: '100 Market Street',
  city: 'San Francisco',
  subdivision: 'US-CA',
  country: 'US',
  postalCode: '94105',
  formattedAddress: '100 Market Street, San Francisco, CA 94105, USA',
  geocode: { latitude: 37.7936, longitude: -122.3958 },
};

/** The studio's zone: its hours and sessions are local times there, whatever the visitor's zone. */
export const MAIN_STUDIO_TIME_ZONE = 'America/Los_Angeles';

const STAFF = [
  { key: 'alex', name: 'Alex Rivera', color: '#3b6ea5' },
  { key: 'sam', name: 'Sam Chen', color: '#a5573b' },
];

export const defaultPolicyId = (siteId: string) => seedId(siteId, 'policy:default');
/**
 * The leading service's policy: booked until it starts, so the first slot an app finds in the
 * next day is one it can book (seed/leading.test.ts).
 */
export const untilStartPolicyId = (siteId: string) => seedId(siteId, 'policy:until-start');

/** The site's booking policies (the default and the leading service's), staff and location. */
export async function seedBookingsSetup(db: Db, siteId: string, now: Date): Promise<void> {
  const at = seedTime(0, now);
  await db
    .insert(bookingsPolicies)
    .values([
      {
        id: defaultPolicyId(siteId),
        siteId,
        name: 'Default policy',
        isDefault: true,
        rules: {
          limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
          participantsPolicy: { maxParticipantsPerBooking: 4 },
        },
        createdAt: at,
        updatedAt: at,
      },
      {
        id: untilStartPolicyId(siteId),
        siteId,
        name: 'Book until it starts',
        isDefault: false,
        rules: { participantsPolicy: { maxParticipantsPerBooking: 1 } },
        createdAt: seedTime(1, now),
        updatedAt: seedTime(1, now),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(bookingsStaff)
    .values(
      STAFF.map((s) => ({
        id: seedId(siteId, `staff:${s.key}`),
        siteId,
        name: s.name,
        mainMedia: {
          image: placeholderImage(
            seedId(siteId, `image:staff:${s.key}`),
            s.name,
            s.color,
            400,
            400,
          ),
        },
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(businessLocations)
    .values({
      id: seedId(siteId, 'location:main-studio'),
      siteId,
      name: 'Main Studio',
      isDefault: true,
      locationType: 'HEADQUARTERS',
      address: MAIN_STUDIO_ADDRESS,
      createdAt: at,
    })
    .onConflictDoNothing();
}
