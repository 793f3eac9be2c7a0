import type {
  CancelBookingAnonymouslyRequest,
  GetBookingAnonymouslyResponse,
} from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import {
  toBooking,
  type Booking,
  type BookingResponse,
  type BookingWire,
  type RescheduleSlot,
} from './booking-types';
import { toService, type Service, type ServiceWire } from './service-types';

const BASE = '/v1/anonymous-bookings/{token}';

export type AnonymousBooking = Omit<GetBookingAnonymouslyResponse, 'booking'> & {
  booking: Booking;
};
/** The revision read last: required, a stale one is refused with a conflict. */
export type AnonymousChangeOptions = Pick<CancelBookingAnonymouslyRequest, 'revision'>;

/**
 * Anonymous booking actions: the booking's token (in the confirmation mail of a booker who is not
 * a member; the owner's Get Anonymous Action Token) reads, cancels and moves it without a login.
 */
export interface AnonymousBookingsApi {
  /** `GET /v1/anonymous-bookings/{token}` → the booking and whether it may still be canceled or moved. */
  getBookingAnonymously(token: string): Promise<AnonymousBooking>;
  /** `POST …/{token}/cancel`: 428 once the booking is past or let go. */
  cancelBookingAnonymously(
    token: string,
    options: AnonymousChangeOptions,
  ): Promise<BookingResponse>;
  /** `POST …/{token}/reschedule`: another slot of the same service. */
  rescheduleBookingAnonymously(
    token: string,
    slot: RescheduleSlot,
    options: AnonymousChangeOptions,
  ): Promise<BookingResponse>;
  /** `GET …/{token}/service` → the booked service. */
  getServiceAnonymously(token: string): Promise<Service>;
}

export function anonymousBookingCalls(ctx: RequestContext): AnonymousBookingsApi {
  const change = async (action: string, token: string, data: Record<string, unknown>) => {
    const res = await ctx.request<{ booking: BookingWire }>({
      method: 'POST',
      path: `${BASE}/${action}`,
      pathParams: { token },
      data: { token, ...data },
      fieldMap: fieldsUnder('options', ['revision']),
    });
    return { booking: toBooking(res.booking) };
  };
  return {
    async getBookingAnonymously(token) {
      const res = await ctx.request<GetBookingAnonymouslyResponse>({
        method: 'GET',
        path: BASE,
        pathParams: { token },
      });
      return { ...res, booking: toBooking(res.booking) };
    },
    cancelBookingAnonymously: (token, options) => change('cancel', token, { ...options }),
    rescheduleBookingAnonymously: (token, slot, options) =>
      change('reschedule', token, { slot, ...options }),
    async getServiceAnonymously(token) {
      const res = await ctx.request<{ service: ServiceWire }>({
        method: 'GET',
        path: `${BASE}/service`,
        pathParams: { token },
      });
      return toService(res.service);
    },
  };
}
