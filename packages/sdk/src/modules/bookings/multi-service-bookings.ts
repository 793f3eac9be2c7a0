import type {
  CancelMultiServiceBookingRequest,
  CreateMultiServiceBookingRequest,
  GetMultiServiceBookingAvailabilityResponse,
  MultiServiceBooking as MultiServiceBookingWire,
  RescheduleMultiServiceBookingRequest,
} from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { toBooking, type Booking } from './booking-types';

const BASE = '/_api/bookings-service/v2/multi_service_bookings';

export interface MultiServiceBooking {
  id: string;
  bookings: { bookingId: string; booking?: Booking }[];
}
export type MultiServiceBookingInput = CreateMultiServiceBookingRequest['bookings'][number];
export type CreateMultiServiceBookingOptions = Omit<CreateMultiServiceBookingRequest, 'bookings'>;
export type ChangeMultiServiceBookingOptions = Omit<
  CancelMultiServiceBookingRequest,
  'multiServiceBookingId'
>;
export type RescheduleBookingsInfo = RescheduleMultiServiceBookingRequest['rescheduleBookingsInfo'];

/**
 * Multi-service bookings: 2 to 8 appointments back to back as one package (a slot of Multi-Service
 * Time Slots V2), made, moved and canceled together; all or none.
 */
export interface MultiServiceBookingsApi {
  createMultiServiceBooking(
    bookings: MultiServiceBookingInput[],
    options?: CreateMultiServiceBookingOptions,
  ): Promise<{ multiServiceBooking: MultiServiceBooking }>;
  getMultiServiceBooking(multiServiceBookingId: string): Promise<MultiServiceBooking>;
  getMultiServiceBookingAvailability(
    multiServiceBookingId: string,
  ): Promise<GetMultiServiceBookingAvailabilityResponse>;
  rescheduleMultiServiceBooking(
    multiServiceBookingId: string,
    rescheduleBookingsInfo: RescheduleBookingsInfo,
    options?: ChangeMultiServiceBookingOptions,
  ): Promise<{ multiServiceBooking: MultiServiceBooking }>;
  cancelMultiServiceBooking(
    multiServiceBookingId: string,
    options?: ChangeMultiServiceBookingOptions,
  ): Promise<{ multiServiceBooking: MultiServiceBooking }>;
}

const fromWire = (wire: MultiServiceBookingWire): MultiServiceBooking => ({
  ...wire,
  bookings: wire.bookings.map(({ bookingId, booking }) => ({
    bookingId,
    ...(booking ? { booking: toBooking(booking) } : {}),
  })),
});

const OPTIONS = [
  'participantNotification',
  'sendSmsReminder',
  'returnFullEntity',
  'multiServiceBookingType',
];

export function multiServiceBookingCalls(ctx: RequestContext): MultiServiceBookingsApi {
  const post = async (path: string, id: string | undefined, data: Record<string, unknown>) => {
    const res = await ctx.request<{ multiServiceBooking: MultiServiceBookingWire }>({
      method: 'POST',
      path: `${BASE}${path}`,
      ...(id ? { pathParams: { multiServiceBookingId: id } } : {}),
      data: { ...(id ? { multiServiceBookingId: id } : {}), ...data },
      fieldMap: fieldsUnder('options', OPTIONS),
    });
    return { multiServiceBooking: fromWire(res.multiServiceBooking) };
  };
  return {
    createMultiServiceBooking: (bookings, options = {}) =>
      post('', undefined, { bookings, ...options }),
    async getMultiServiceBooking(multiServiceBookingId) {
      const res = await ctx.request<{ multiServiceBooking: MultiServiceBookingWire }>({
        method: 'GET',
        path: `${BASE}/{multiServiceBookingId}`,
        pathParams: { multiServiceBookingId },
      });
      return fromWire(res.multiServiceBooking);
    },
    getMultiServiceBookingAvailability: (multiServiceBookingId) =>
      ctx.request<GetMultiServiceBookingAvailabilityResponse>({
        method: 'POST',
        path: `${BASE}/{multiServiceBookingId}/get_availability`,
        pathParams: { multiServiceBookingId },
        data: { multiServiceBookingId },
        idempotent: true,
      }),
    rescheduleMultiServiceBooking: (id, rescheduleBookingsInfo, options = {}) =>
      post('/{multiServiceBookingId}/reschedule', id, { rescheduleBookingsInfo, ...options }),
    cancelMultiServiceBooking: (id, options = {}) =>
      post('/{multiServiceBookingId}/cancel', id, { ...options }),
  };
}
