import type { CreateBookingRequest } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { toBooking, type BookingResponse, type BookingWire } from './booking-types';

/** The booking to create: a slot (a Time Slots V2 slot's local start and its zone), who, how many. */
export type BookingInput = CreateBookingRequest['booking'];
export type CreateBookingOptions = Omit<CreateBookingRequest, 'booking'>;

export interface CreateBookingApi {
  /**
   * `POST /bookings/v2/bookings` → `{ booking }`: the headless flow's step after a time slot
   * (docs/protocol.md §2.1). The booking is CREATED, holding its place until a checkout or a
   * confirmation moves it on; only the site owner may create it CONFIRMED.
   */
  createBooking(booking: BookingInput, options?: CreateBookingOptions): Promise<BookingResponse>;
}

export function createBookingCalls(ctx: RequestContext): CreateBookingApi {
  return {
    async createBooking(booking, options = {}) {
      const res = await ctx.request<{ booking: BookingWire }>({
        method: 'POST',
        path: '/bookings/v2/bookings',
        data: { booking, ...options },
        fieldMap: fieldsUnder('options', ['participantNotification', 'sendSmsReminder']),
      });
      return { booking: toBooking(res.booking) };
    },
  };
}
