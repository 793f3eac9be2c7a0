import type { BookingLineItem, CalculatePriceRequest, PriceInfoResponse } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';

export type { BookingLineItem, PriceInfoResponse };
export type CalculatePriceOptions = CalculatePriceRequest;

const BASE = '/bookings/v2/pricing/v2/pricing';

/**
 * Bookings Pricing: the base price of line items of one service before booking (what a booking
 * page shows as participants change), and of a booking. Reads, safe to resend.
 */
export interface PricingApi {
  /** `POST …/pricing/preview` → `{ priceInfo }`: each line's price per participant and the total. */
  previewPrice(bookingLineItems: BookingLineItem[]): Promise<PriceInfoResponse>;
  /** `POST …/pricing/calculate` → `{ priceInfo }` of the booking (its service and participants). */
  calculatePrice(options?: CalculatePriceOptions): Promise<PriceInfoResponse>;
}

export const pricing: SdkModule<PricingApi> = {
  create: (ctx) => ({
    previewPrice: (bookingLineItems) =>
      ctx.request<PriceInfoResponse>({
        method: 'POST',
        path: `${BASE}/preview`,
        data: { bookingLineItems },
        idempotent: true,
      }),
    calculatePrice: (options = {}) =>
      ctx.request<PriceInfoResponse>({
        method: 'POST',
        path: `${BASE}/calculate`,
        data: { ...options },
        fieldMap: fieldsUnder('options', ['booking']),
        idempotent: true,
      }),
  }),
};
