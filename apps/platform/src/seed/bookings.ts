import type { ServiceLocation, ServiceType } from '@headless/contract';
import type { Db } from '../db/client';
import { bookingsCategories, bookingsServices } from '../db/schema/bookings';
import {
  MAIN_STUDIO_ADDRESS,
  defaultPolicyId,
  seedBookingsSetup,
  untilStartPolicyId,
} from './bookings-setup';
import { placeholderImage } from './placeholder-image';
import { courseSessionTimes, seedCourseSessions, type SeedCourse } from './bookings-sessions';
import { DEMO_SITE_URL, seedId, seedTime } from './seed-helpers';

interface DemoService {
  key: string;
  type: ServiceType;
  name: string;
  tagLine: string;
  description: string;
  category: string;
  /** Minor units; undefined for a free service. */
  price?: number;
  minutes: number;
  capacity: number;
  color: string;
  /** Courses run on fixed dates: [first day from today, number of weekly sessions]. */
  course?: [number, number];
  /** Booked until it starts (the leading service), else the site's default policy. */
  untilStart?: true;
}

const CATEGORIES = ['Fitness', 'Wellness', 'Workshops'];

/**
 * In list order (the services query's default sort is by creation, which follows it): the free
 * service leads, the one the booking example's main flow books on the demo site as seeded (not
 * premium). It is open every day and booked until it starts, so an app that books the first slot
 * of the next 24 hours always finds one it can book (booking-schedules.ts); the others keep their
 * varied weeks. seed/leading.test.ts holds this.
 */
const SERVICES: DemoService[] = [
  {
    key: 'intro-consultation',
    type: 'APPOINTMENT',
    name: 'Free Intro Consultation',
    tagLine: 'Meet us and plan your first month',
    description: 'A short conversation about what you want to achieve and how we can help.',
    category: 'Wellness',
    minutes: 30,
    capacity: 1,
    color: '#4a6fa5',
    untilStart: true,
  },
  {
    key: 'personal-training',
    type: 'APPOINTMENT',
    name: 'Personal Training',
    tagLine: 'One-on-one coaching for your goals',
    description:
      'A private session with a certified trainer: assessment, a plan, and coached exercise.',
    category: 'Fitness',
    price: 8000,
    minutes: 60,
    capacity: 1,
    color: '#2f6f4f',
  },
  {
    key: 'deep-tissue-massage',
    type: 'APPOINTMENT',
    name: 'Deep Tissue Massage',
    tagLine: 'Release tension, restore movement',
    description: 'A focused massage that works the deeper layers of muscle and connective tissue.',
    category: 'Wellness',
    price: 12000,
    minutes: 90,
    capacity: 1,
    color: '#7a4b8c',
  },
  {
    key: 'morning-yoga',
    type: 'CLASS',
    name: 'Morning Yoga Flow',
    tagLine: 'Start the day grounded',
    description: 'A gentle vinyasa class for every level, with breathing and mobility work.',
    category: 'Fitness',
    price: 2500,
    minutes: 60,
    capacity: 12,
    color: '#c77d3a',
  },
  {
    key: 'pilates-mat',
    type: 'CLASS',
    name: 'Pilates Mat Class',
    tagLine: 'Core strength and control',
    description: 'Classic mat Pilates in a small group, focused on posture and core stability.',
    category: 'Fitness',
    price: 2000,
    minutes: 45,
    capacity: 10,
    color: '#b5485d',
  },
  {
    key: 'pottery-course',
    type: 'COURSE',
    name: 'Beginner Pottery Course',
    tagLine: 'Six weeks at the wheel',
    description: 'Learn to centre, throw and glaze your own pieces over six weekly sessions.',
    category: 'Workshops',
    price: 24000,
    minutes: 120,
    capacity: 8,
    color: '#8c6d3f',
    course: [10, 6],
  },
];

function mainStudio(siteId: string): ServiceLocation {
  const address = MAIN_STUDIO_ADDRESS;
  const business = {
    id: seedId(siteId, 'location:main-studio'),
    name: 'Main Studio',
    default: true,
    address,
  };
  return { id: business.id, type: 'BUSINESS', business, calculatedAddress: address };
}

const isCourse = (s: DemoService): s is DemoService & SeedCourse => s.course !== undefined;

const page = (relativePath: string) => ({ relativePath, url: DEMO_SITE_URL + relativePath });

function serviceRow(
  siteId: string,
  s: DemoService,
  index: number,
  now: Date,
): typeof bookingsServices.$inferInsert {
  const id = seedId(siteId, `service:${s.key}`);
  const image = {
    image: placeholderImage(seedId(siteId, `image:service:${s.key}`), s.name, s.color),
  };
  const at = seedTime(index, now);
  const sessions = isCourse(s) ? courseSessionTimes(s, now) : [];
  return {
    id,
    siteId,
    type: s.type,
    name: s.name,
    slug: s.key,
    description: s.description,
    tagLine: s.tagLine,
    categoryId: seedId(siteId, `category:${s.category}`),
    sortOrder: index,
    defaultCapacity: s.capacity,
    rateType: s.price === undefined ? 'NO_FEE' : 'FIXED',
    priceMinor: s.price ?? null,
    currency: 'USD',
    durationMinutes: s.minutes,
    bufferMinutes: s.type === 'APPOINTMENT' ? 15 : 0,
    scheduleId: seedId(siteId, `schedule:${s.key}`),
    firstSessionStart: sessions[0]?.start ?? null,
    lastSessionEnd: sessions.at(-1)?.end ?? null,
    details: {
      media: { items: [image], mainMedia: image, coverMedia: image },
      locations: [mainStudio(siteId)],
      staffMemberIds: [seedId(siteId, 'staff:alex'), seedId(siteId, 'staff:sam')],
      urls: {
        servicePage: page(`/service-page/${s.key}`),
        bookingPage: page(`/booking-calendar/${s.key}`),
        calendarPage: page(`/booking-calendar/${s.key}`),
      },
    },
    policyId: s.untilStart ? untilStartPolicyId(siteId) : defaultPolicyId(siteId),
    slugCreatedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** Six services: appointments (one free), classes and a course, in three categories. */
export async function seedBookings(db: Db, siteId: string, now: Date): Promise<void> {
  await seedBookingsSetup(db, siteId, now);
  await db
    .insert(bookingsCategories)
    .values(
      CATEGORIES.map((name, i) => ({
        id: seedId(siteId, `category:${name}`),
        siteId,
        name,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(bookingsServices)
    .values(SERVICES.map((s, i) => serviceRow(siteId, s, i, now)))
    .onConflictDoNothing();
  await seedCourseSessions(db, siteId, SERVICES.filter(isCourse), now);
}
