import type { SdkModule } from '../../core/module';
import { toBooking, type Booking, type BookingWire } from './booking-types';

export interface BookingsApi {
  /**
   * `GET /bookings/v2/bookings/{bookingId}` → the booking, unwrapped. A visitor reads the bookings
   * they made, e.g. the one a hosted checkout just returned with `?bookingId=`.
   */
  getBooking(bookingId: string): Promise<Booking>;
}

export const bookings: SdkModule<BookingsApi> = {
  create: (ctx) => ({
    async getBooking(bookingId) {
      const { booking } = await ctx.request<{ booking: BookingWire }>({
        method: 'GET',
        path: '/bookings/v2/bookings/{bookingId}',
        pathParams: { bookingId },
      });
      return toBooking(booking);
    },
  }),
};
