import { CalculatePriceRequest, PreviewPriceRequest, PriceInfoResponse } from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import type { Paths } from '../paths';
import { postOn } from '../route-kit';
import { calculatePrice, previewPrice } from './pricing';

/**
 * Bookings Pricing, for every caller of the site: the documented path (which the official SDK
 * sends too) and the site-host form (`/_api/bookings-pricing/…`).
 */
const paths = (action: string): Paths => [
  `/bookings/v2/pricing/v2/pricing/${action}`,
  `/_api/bookings-pricing/v2/pricing/${action}`,
];

export function pricingRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(paths('preview'), PreviewPriceRequest, PriceInfoResponse),
    handler: (request) => previewPrice(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    ...postOn(paths('calculate'), CalculatePriceRequest, PriceInfoResponse),
    handler: (request) => calculatePrice(app.db, request.caller.siteId, request.body),
  });
}
