import { fieldsUnder, type FieldMap } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import {
  toBooking,
  type Booking,
  type BookingResponse,
  type BookingWire,
  type ChangeBookingOptions,
  type ConfirmOrDeclineOptions,
  type RescheduleSlot,
  type UpdateNumberOfParticipantsOptions,
} from './booking-types';
import { anonymousBookingCalls, type AnonymousBookingsApi } from './anonymous-bookings';
import { createBookingCalls, type CreateBookingApi } from './create-booking';
import { multiServiceBookingCalls, type MultiServiceBookingsApi } from './multi-service-bookings';

const BOOKING_PATH = '/bookings/v2/bookings/{bookingId}';
const CHANGE_OPTIONS = ['revision', 'participantNotification'];
/** Confirm and decline take the revision as an argument of its own, as the official SDK does. */
const OWNER_FIELDS = fieldsUnder('options', ['participantNotification']);
const CHANGE_FIELDS = fieldsUnder('options', CHANGE_OPTIONS);
const PARTICIPANTS_FIELDS = fieldsUnder('options', [...CHANGE_OPTIONS, 'totalParticipants']);

/** Bookings v2 on the documented paths. Changes answer `{ booking }`, as the official SDK's do. */
export interface BookingsApi
  extends CreateBookingApi, AnonymousBookingsApi, MultiServiceBookingsApi {
  /**
   * `GET /bookings/v2/bookings/{bookingId}` → the booking, unwrapped. A visitor reads the bookings
   * they made, e.g. the one a hosted checkout just returned with `?bookingId=`.
   */
  getBooking(bookingId: string): Promise<Booking>;
  /** `POST …/{bookingId}/confirm`: a CREATED, PENDING or WAITING_LIST booking. Owner only. */
  confirmBooking(
    bookingId: string,
    revision?: string,
    options?: ConfirmOrDeclineOptions,
  ): Promise<BookingResponse>;
  /** `POST …/{bookingId}/decline`: a CREATED, PENDING or WAITING_LIST booking. Owner only. */
  declineBooking(
    bookingId: string,
    revision?: string,
    options?: ConfirmOrDeclineOptions,
  ): Promise<BookingResponse>;
  /** `POST …/{bookingId}/cancel`: the owner, or the visitor or member who booked. */
  cancelBooking(bookingId: string, options?: ChangeBookingOptions): Promise<BookingResponse>;
  /** `POST …/{bookingId}/reschedule`: another slot of the same service; old times kept as previous*. */
  rescheduleBooking(
    bookingId: string,
    slot: RescheduleSlot,
    options?: ChangeBookingOptions,
  ): Promise<BookingResponse>;
  /** `POST …/{bookingId}/update_number_of_participants`: more need that many open spots. */
  updateNumberOfParticipants(
    bookingId: string,
    options: UpdateNumberOfParticipantsOptions,
  ): Promise<BookingResponse>;
}

export const bookings: SdkModule<BookingsApi> = {
  create: (ctx) => {
    // The id goes in the body too, as the official SDK sends it.
    const change = async (
      action: string,
      bookingId: string,
      data: Record<string, unknown>,
      fieldMap: FieldMap,
    ): Promise<BookingResponse> => {
      const response = await ctx.request<{ booking: BookingWire }>({
        method: 'POST',
        path: `${BOOKING_PATH}/${action}`,
        pathParams: { bookingId },
        data: { bookingId, ...data },
        fieldMap,
      });
      return { booking: toBooking(response.booking) };
    };
    const byOwner =
      (action: 'confirm' | 'decline') =>
      (bookingId: string, revision?: string, options: ConfirmOrDeclineOptions = {}) =>
        change(action, bookingId, { revision, ...options }, OWNER_FIELDS);
    return {
      ...createBookingCalls(ctx),
      ...anonymousBookingCalls(ctx),
      ...multiServiceBookingCalls(ctx),
      async getBooking(bookingId) {
        const { booking } = await ctx.request<{ booking: BookingWire }>({
          method: 'GET',
          path: BOOKING_PATH,
          pathParams: { bookingId },
        });
        return toBooking(booking);
      },
      confirmBooking: byOwner('confirm'),
      declineBooking: byOwner('decline'),
      cancelBooking: (bookingId, options = {}) =>
        change('cancel', bookingId, { ...options }, CHANGE_FIELDS),
      rescheduleBooking: (bookingId, slot, options = {}) =>
        change('reschedule', bookingId, { slot, ...options }, CHANGE_FIELDS),
      updateNumberOfParticipants: (bookingId, options) =>
        change('update_number_of_participants', bookingId, { ...options }, PARTICIPANTS_FIELDS),
    };
  },
};
