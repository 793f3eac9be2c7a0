import type {
  QueryExtendedBookingsRequest,
  QueryExtendedBookingsResponse,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { toBooking, type Booking } from './booking-types';

type ExtendedBookingWire = QueryExtendedBookingsResponse['extendedBookings'][number];

/** A booking with what its reader may still do with it (when asked for). */
export type ExtendedBooking = Omit<ExtendedBookingWire, 'booking'> & { booking: Booking };

export interface QueryExtendedBookingsResult {
  extendedBookings: ExtendedBooking[];
  pagingMetadata: QueryExtendedBookingsResponse['pagingMetadata'];
}

export type ExtendedBookingsQuery = NonNullable<QueryExtendedBookingsRequest['query']>;
export type QueryExtendedBookingsOptions = Omit<QueryExtendedBookingsRequest, 'query'>;

/** Bookings Reader v2: the bookings a visitor or member reads as their own (the owner: all). */
export interface ExtendedBookingsApi {
  /**
   * `POST /bookings/bookings-reader/v2/extended-bookings/query {query, withBookingAllowedActions}`
   * → `{ extendedBookings, pagingMetadata }`, each booking's dates as `Date`s.
   */
  queryExtendedBookings(
    query?: ExtendedBookingsQuery,
    options?: QueryExtendedBookingsOptions,
  ): Promise<QueryExtendedBookingsResult>;
}

export const extendedBookings: SdkModule<ExtendedBookingsApi> = {
  create: (ctx) => ({
    async queryExtendedBookings(query = {}, options = {}) {
      const response = await ctx.request<QueryExtendedBookingsResponse>({
        method: 'POST',
        path: '/bookings/bookings-reader/v2/extended-bookings/query',
        data: { query, ...options },
      });
      return {
        pagingMetadata: response.pagingMetadata,
        extendedBookings: response.extendedBookings.map((extended) => ({
          ...extended,
          booking: toBooking(extended.booking),
        })),
      };
    },
  }),
};
