import 'server-only';
import { CheckoutErrorCode, PlatformErrorCode } from '@headless/contract/error-codes';
import { cookies } from 'next/headers';
import { APPS, type AppIndex } from '../constants';
import { readEnv } from '../env';
import { currentMember, type MemberView } from '../members';
import { createPlatformClient, type PlatformClient } from '../platform/clients';
import {
  errorCode,
  logPlatformFailure,
  toProblem,
  type PlatformProblem,
} from '../platform/problems';
import { readSessionTokens } from '../platform/visitor';
import { getSiteInfo } from '../site-info';
import { PLACED_ORDERS_COOKIE, parsePlacedOrders } from './placed-orders';
import {
  toBookingItem,
  toPlanItem,
  toStoreOrderItem,
  toTicketItem,
  type AccountItem,
} from './views';

/** One kind of thing the member has: its items, or what went wrong reading them. */
export interface AccountSectionData {
  key: 'orders' | 'bookings' | 'plans' | 'tickets';
  title: string;
  /** Where to get one when there is none yet. */
  emptyHint: { text: string; href: string; link: string };
  result: { items: AccountItem[] } | { error: string };
}

export type AccountPageData =
  | { problem: PlatformProblem }
  | { member: null }
  | { member: MemberView; sections: AccountSectionData[] };

const LIMIT = 20;

/** Orders this member cannot read (another buyer's, from this browser) are simply not theirs. */
const NOT_THEIRS = new Set<string>([CheckoutErrorCode.orderNotFound, PlatformErrorCode.forbidden]);

async function readStoreOrders(client: PlatformClient): Promise<AccountItem[]> {
  const ids = parsePlacedOrders((await cookies()).get(PLACED_ORDERS_COOKIE)?.value);
  const orders = await Promise.all(
    ids.map((id) =>
      client.orders.getOrder(id).catch((error: unknown) => {
        if (NOT_THEIRS.has(errorCode(error) ?? '')) return null;
        throw error;
      }),
    ),
  );
  return orders.flatMap((order) => (order ? [toStoreOrderItem(order)] : []));
}

async function readBookings(client: PlatformClient): Promise<AccountItem[]> {
  const { extendedBookings } = await client.extendedBookings.queryExtendedBookings({
    sort: [{ fieldName: 'startDate', order: 'DESC' }],
    paging: { limit: LIMIT },
  });
  return extendedBookings.map(toBookingItem);
}

async function readPlans(client: PlatformClient): Promise<AccountItem[]> {
  const { orders } = await client.planOrders.memberListOrders({ limit: LIMIT });
  return orders.map(toPlanItem);
}

async function readTickets(client: PlatformClient): Promise<AccountItem[]> {
  const { orders } = await client.eventOrders.listOrders({ limit: LIMIT });
  const eventIds = [...new Set(orders.map((order) => order.eventId))];
  const events = await Promise.all(
    eventIds.map((id) => client.events.getEvent(id).catch(() => null)),
  );
  const titles = new Map(events.flatMap((event) => (event ? [[event.id, event.title]] : [])));
  return orders.map((order) => toTicketItem(order, titles));
}

interface SectionSpec extends Omit<AccountSectionData, 'result'> {
  app: AppIndex;
  read: (client: PlatformClient) => Promise<AccountItem[]>;
}

const SECTIONS: SectionSpec[] = [
  {
    key: 'orders',
    title: 'My orders',
    app: APPS.STORE,
    read: readStoreOrders,
    emptyHint: {
      text: 'No order placed from this browser yet.',
      href: '/store',
      link: 'Visit the store',
    },
  },
  {
    key: 'bookings',
    title: 'My bookings',
    app: APPS.BOOKINGS,
    read: readBookings,
    emptyHint: { text: 'No booking yet.', href: '/booking', link: 'Book a service' },
  },
  {
    key: 'plans',
    title: 'My plans',
    app: APPS.SUBSCRIPTIONS,
    read: readPlans,
    emptyHint: { text: 'No plan yet.', href: '/subscriptions', link: 'See the plans' },
  },
  {
    key: 'tickets',
    title: 'My tickets',
    app: APPS.EVENTS,
    read: readTickets,
    emptyHint: { text: 'No ticket yet.', href: '/tickets', link: 'See the events' },
  },
];

async function readSection(spec: SectionSpec, client: PlatformClient): Promise<AccountSectionData> {
  const { app: _app, read, ...shown } = spec;
  try {
    return { ...shown, result: { items: await read(client) } };
  } catch (error) {
    logPlatformFailure(`Reading ${spec.title.toLowerCase()} failed`, error);
    return {
      ...shown,
      result: { error: `${spec.title} could not be read just now. Reload the page to try again.` },
    };
  }
}

/**
 * The member's own area: each installed app's things, read through the SDK with the member's
 * tokens (the platform answers only their own), each section on its own so one failing app does
 * not hide the others.
 */
export async function loadAccountPage(): Promise<AccountPageData> {
  const info = await getSiteInfo();
  if (info.status === 'platform-error') return { problem: info.problem };
  let member: MemberView | null;
  try {
    member = await currentMember();
  } catch (error) {
    logPlatformFailure('Reading the logged-in member failed', error);
    return { problem: toProblem(error, readEnv()) };
  }
  if (!member) return { member: null };
  const client = createPlatformClient(readEnv(), (await readSessionTokens()) ?? undefined);
  const installed = SECTIONS.filter((spec) => info.installedAppsList.includes(spec.app));
  const sections = await Promise.all(installed.map((spec) => readSection(spec, client)));
  return { member, sections };
}
