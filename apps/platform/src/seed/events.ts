import type { RegistrationStatus, RegistrationType } from '@headless/contract';
import type { Db } from '../db/client';
import { eventsTicketDefinitions } from '../db/schema/event-tickets';
import { eventsEvents, type EventDetails } from '../db/schema/events';
import { demoForm, richDescription, seedEventCategories } from './event-details';
import { placeholderImage } from './placeholder-image';
import { DEMO_SITE_URL, localTimeFromToday, seedId, seedTime } from './seed-helpers';

interface DemoEvent {
  key: string;
  title: string;
  shortDescription: string;
  state: 'DRAFT' | 'PUBLISHED';
  /** Days from today, local start hour and length in hours. */
  when: [number, number, number];
  online?: boolean;
  registration: RegistrationType;
  /** [name, price in minor units, capacity (null: unlimited), extras] */
  tickets?: [string, number, number | null, TicketExtras?][];
  color: string;
}

/** Sale windows in days from now; `soldOut` seeds a sold-out definition (its capacity all sold). */
interface TicketExtras {
  saleStartDays?: number;
  saleEndDays?: number;
  soldOut?: boolean;
  limitPerCheckout?: number;
}

/**
 * In list order (soonest first, the events query's default sort): the demo leads with its main
 * flow, a ticketed event on sale whose free ticket an app can check out on the demo site as
 * seeded (not premium). seed/leading.test.ts holds this.
 */
const EVENTS: DemoEvent[] = [
  {
    key: 'online-photography-workshop',
    title: 'Online Photography Workshop',
    shortDescription: 'Two hours on light, composition and editing.',
    state: 'PUBLISHED',
    when: [5, 13, 2],
    online: true,
    registration: 'TICKETING',
    // A free ticket, offered first: the whole flow works on the demo site, which is not premium.
    tickets: [
      ['Community Pass', 0, 40, { limitPerCheckout: 2 }],
      ['Workshop Pass', 1500, null],
    ],
    color: '#7a4b8c',
  },
  {
    key: 'community-garden-meetup',
    title: 'Community Garden Meetup',
    shortDescription: 'Plant, swap seeds and meet the neighbours.',
    state: 'PUBLISHED',
    when: [7, 11, 3],
    registration: 'RSVP',
    color: '#2f6f4f',
  },
  {
    key: 'summer-jazz-night',
    title: 'Summer Jazz Night',
    shortDescription: 'A live quartet under the stars.',
    state: 'PUBLISHED',
    when: [14, 19, 3],
    registration: 'TICKETING',
    tickets: [
      ['General Admission', 2500, 200],
      ['VIP Table', 6000, 20, { limitPerCheckout: 4 }],
      ['Early Bird', 2500, 50, { saleEndDays: -1 }],
      ['Members Preview', 3000, 30, { saleStartDays: 3 }],
      ['Front Row', 6000, 8, { soldOut: true }],
    ],
    color: '#1f2a44',
  },
  {
    key: 'autumn-market',
    title: 'Autumn Market',
    shortDescription: 'Local makers and seasonal food.',
    state: 'DRAFT',
    when: [40, 10, 6],
    registration: 'RSVP',
    color: '#c77d3a',
  },
];

const TIME_ZONE = 'America/New_York';

const VENUE = {
  name: 'Riverside Hall',
  address: {
    streetAddress: { number: '25', name: 'River Road', apt: 'Hall B' },
    addressLine: '25 River Road',
    addressLine2: 'Hall B',
    city: 'New York',
    subdivision: 'US-NY',
    country: 'US',
    postalCode: '10001',
    formattedAddress: '25 River Road, New York, NY 10001, USA',
    geocode: { latitude: 40.7506, longitude: -74.0027 },
  },
};

function details(siteId: string, e: DemoEvent): EventDetails {
  const mainImage = placeholderImage(seedId(siteId, `image:event:${e.key}`), e.title, e.color);
  return {
    ...(e.online ? {} : { address: VENUE.address }),
    mainImage,
    showTimeZone: true,
    eventPageUrl: { base: DEMO_SITE_URL, path: `/event-details/${e.key}` },
    ...(e.registration === 'RSVP'
      ? { rsvp: { responseType: 'YES_ONLY', limit: 50, waitlistEnabled: true } }
      : {}),
    ...(e.registration === 'TICKETING'
      ? { ticketing: { ticketLimitPerOrder: 10, reservationDurationInMinutes: 20 } }
      : {}),
  };
}

function eventRow(
  siteId: string,
  e: DemoEvent,
  index: number,
  now: Date,
): typeof eventsEvents.$inferInsert {
  const [days, hour, hours] = e.when;
  const start = localTimeFromToday(days, hour, TIME_ZONE, now);
  const status: RegistrationStatus = e.registration === 'RSVP' ? 'OPEN_RSVP' : 'OPEN_TICKETS';
  const at = seedTime(index, now);
  return {
    id: seedId(siteId, `event:${e.key}`),
    siteId,
    title: e.title,
    slug: e.key,
    shortDescription: e.shortDescription,
    detailedDescription: `<p>${e.shortDescription} Everyone is welcome.</p>`,
    description: richDescription(e.key, e.title, e.shortDescription, now),
    form: demoForm(e.registration === 'RSVP'),
    state: e.state,
    startDate: start,
    endDate: new Date(start.getTime() + hours * 3600_000),
    timeZoneId: TIME_ZONE,
    locationType: e.online ? 'ONLINE' : 'VENUE',
    locationName: e.online ? 'Online' : VENUE.name,
    registrationType: e.registration,
    registrationStatus: status,
    currency: 'USD',
    details: details(siteId, e),
    publishedAt: e.state === 'PUBLISHED' ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

const daysFromNow = (days: number | undefined, now: Date) =>
  days === undefined ? null : new Date(now.getTime() + days * 86_400_000);

/** Four events: RSVP and ticketed, in person and online, one still a draft. */
export async function seedEvents(db: Db, siteId: string, now: Date): Promise<void> {
  await db
    .insert(eventsEvents)
    .values(EVENTS.map((e, i) => eventRow(siteId, e, i, now)))
    .onConflictDoNothing();
  await seedEventCategories(db, siteId, now);
  const tickets = EVENTS.flatMap((e) =>
    (e.tickets ?? []).map(([name, priceMinor, capacity, extras = {}], orderIndex) => ({
      id: seedId(siteId, `ticket:${e.key}:${name}`),
      siteId,
      eventId: seedId(siteId, `event:${e.key}`),
      name,
      priceMinor,
      currency: 'USD',
      capacity,
      sold: extras.soldOut ? (capacity ?? 0) : 0,
      orderIndex,
      ...(extras.limitPerCheckout ? { limitPerCheckout: extras.limitPerCheckout } : {}),
      saleStart: daysFromNow(extras.saleStartDays, now),
      saleEnd: daysFromNow(extras.saleEndDays, now),
    })),
  );
  await db.insert(eventsTicketDefinitions).values(tickets).onConflictDoNothing();
}
