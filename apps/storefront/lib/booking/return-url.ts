import 'server-only';
import { storefrontUrl } from '../storefront-origin';

/** The page the hosted checkout returns to; its CHECKOUT callback carries `bookingId`. */
export const BOOKING_PATH = '/booking';

/**
 * This storefront's absolute /booking URL, from the headers of the request being served (behind a
 * proxy, its forwarded host and protocol). The visitor's zone rides along so the confirmation
 * shows the time where they are, and the service so a canceled or declined checkout comes back
 * to it chosen.
 */
export function bookingReturnUrl(headers: Headers, timeZone: string, serviceId?: string): string {
  const url = storefrontUrl(headers, BOOKING_PATH);
  url.searchParams.set('tz', timeZone);
  if (serviceId) url.searchParams.set('service', serviceId);
  return url.toString();
}
