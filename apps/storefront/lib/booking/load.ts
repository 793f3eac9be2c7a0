import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { APPS } from '../constants';
import { readEnv } from '../env';
import type { Service } from '@headless/sdk/bookings';
import type { PlatformClient } from '../platform/clients';
import { errorCode, logPlatformFailure, problemKindOf, toProblem } from '../platform/problems';
import type { PlatformProblem } from '../platform/problems';
import { readAsVisitor } from '../platform/visitor';
import { BOOKING_PATH } from './return-url';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { toConfirmedBooking } from './confirmed-booking';
import { toServiceChoice } from './service-choices';
import type { ConfirmedBooking, ServiceChoice } from './types';

const SERVICES_LIMIT = 50;

export type BookingPageData =
  | { problem: PlatformProblem }
  | { services: ServiceChoice[]; booking?: ConfirmedBooking; bookingError?: string };

async function readServices(client: PlatformClient): Promise<Service[]> {
  const { items } = await client.services.queryServices().limit(SERVICES_LIMIT).find();
  return items;
}

/** The booking a visitor came back with; a failure here is a message, not a broken page. */
async function readBooking(
  client: PlatformClient,
  bookingId: string,
  timeZone: string,
  services: Promise<Service[]>,
) {
  try {
    const booking = await client.bookings.getBooking(bookingId);
    const serviceId = booking.bookedEntity?.slot?.serviceId;
    const service = (await services).find((s) => s.id === serviceId);
    return { booking: toConfirmedBooking(booking, timeZone, service) };
  } catch (error) {
    if (problemKindOf(error) || errorCode(error) === PlatformErrorCode.appNotInstalled) throw error;
    logPlatformFailure(`Reading booking ${bookingId} failed`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return { bookingError: `Could not load booking ${bookingId}: ${reason}` };
  }
}

/**
 * The /booking page's data: the services to choose from and, back from the hosted checkout, the
 * booking just made. Redirects to /404?app=… when Bookings is not installed.
 */
export async function loadBookingPage(
  bookingId: string | undefined,
  timeZone: string,
): Promise<BookingPageData> {
  const problem = await requireApp(APPS.BOOKINGS);
  if (problem) return { problem };
  try {
    return await readAsVisitor(BOOKING_PATH, async (client) => {
      const all = readServices(client);
      const [services, returned] = await Promise.all([
        all,
        bookingId ? readBooking(client, bookingId, timeZone, all) : {},
      ]);
      const shown = services.filter((service) => !service.hidden).map(toServiceChoice);
      return { services: shown, ...returned };
    });
  } catch (error) {
    redirectIfAppMissing(error, APPS.BOOKINGS);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}
