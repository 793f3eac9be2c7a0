import 'server-only';
import { APPS } from '../constants';
import { readEnv } from '../env';
import type { PlatformClient } from '../platform/clients';
import {
  isUnauthenticated,
  logPlatformFailure,
  problemKindOf,
  toProblem,
} from '../platform/problems';
import type { PlatformProblem } from '../platform/problems';
import { readAsVisitor } from '../platform/visitor';
import { TICKETS_PATH } from './return-url';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { readOrder, readUpcomingEvents } from './platform';
import type { EventChoice, TicketOrderView } from './types';

export type TicketsPageData =
  | { problem: PlatformProblem }
  | { events: EventChoice[]; order?: TicketOrderView; orderError?: string };

/** The order just placed; a failure to read it is a message beside the events, not a crash. */
async function orderOf(
  client: PlatformClient,
  placed: { orderNumber: string; eventId: string },
): Promise<{ order: TicketOrderView } | { orderError: string }> {
  try {
    return { order: await readOrder(client, placed.eventId, placed.orderNumber) };
  } catch (error) {
    if (problemKindOf(error) || isUnauthenticated(error)) throw error;
    logPlatformFailure(`Could not load order ${placed.orderNumber}`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      orderError: `Your order ${placed.orderNumber} was placed, but it could not be shown: ${reason}. Reload the page to try again.`,
    };
  }
}

/**
 * The /tickets page's data: upcoming events and, back from the hosted checkout, the order just
 * placed. Redirects to /404?app=… when Events is not installed.
 */
export async function loadTicketsPage(
  placed: { orderNumber: string; eventId: string } | null,
): Promise<TicketsPageData> {
  const problem = await requireApp(APPS.EVENTS);
  if (problem) return { problem };
  try {
    return await readAsVisitor(TICKETS_PATH, async (client) => {
      const [events, order] = await Promise.all([
        readUpcomingEvents(client),
        placed ? orderOf(client, placed) : undefined,
      ]);
      return { events, ...order };
    });
  } catch (error) {
    redirectIfAppMissing(error, APPS.EVENTS);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}
