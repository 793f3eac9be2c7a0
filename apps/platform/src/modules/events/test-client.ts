import { DEMO_SITE_ID } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-app';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { seedId } from '../../seed/seed-helpers';

export const seededEventId = (key: string, siteId = DEMO_SITE_ID) => seedId(siteId, `event:${key}`);

/** The notifications recorded for one event, oldest first. */
export async function notificationsOf(t: TestApp, eventId: string): Promise<string[]> {
  const rows = await t.db
    .select({ type: domainEvents.eventType })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.aggregateType, 'wix.events.v1.event'),
        eq(domainEvents.aggregateId, eventId),
      ),
    )
    .orderBy(asc(domainEvents.id));
  return rows.map((r) => r.type.replace('wix.events.v1.event_', ''));
}

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

/** A valid new event, in 10 days for 3 hours unless overridden. */
export function newEvent(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Harbour Lights Concert',
    shortDescription: 'Music by the water.',
    location: {
      type: 'VENUE',
      name: 'Pier 4',
      address: {
        city: 'Boston',
        subdivision: 'US-MA',
        country: 'US',
        postalCode: '02210',
        formattedAddress: '4 Harbor St, Boston, MA 02210, USA',
        addressLine: '4 Harbor St',
        addressLine2: 'Gate B',
        streetAddress: { number: '4', name: 'Harbor St', apt: 'B' },
        geocode: { latitude: 42.35, longitude: -71.04 },
      },
    },
    dateAndTimeSettings: {
      startDate: inDays(10),
      endDate: inDays(10, 3),
      timeZoneId: 'America/New_York',
    },
    registration: { initialType: 'RSVP', rsvp: { limit: 3, waitlistEnabled: true } },
    ...overrides,
  };
}
