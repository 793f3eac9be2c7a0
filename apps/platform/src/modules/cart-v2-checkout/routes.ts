import {
  CartV2Response,
  GetCheckoutUrlV2Request,
  GetCheckoutUrlV2Response,
  MarkCartAsCompletedV2Request,
  PlaceOrderV2Request,
  PlaceOrderV2Response,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import { guardApp } from '../../http/require-app';
import { ownerOnly } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { markCartAsCompletedV2 } from '../ecom';
import { getCheckoutUrl, placeOrderV2 } from './service';

const ById = z.object({ cartId: z.string().min(1).max(100) });
/** Documented path first (www.wixapis.com), then the form the official SDK sends elsewhere. */
const paths = (rest: string) =>
  [`/ecom/v2/carts/:cartId/${rest}`, `/_api/cart-v2/v2/carts/:cartId/${rest}`] as const;

/**
 * Cart V2's way to the order (docs/protocol.md §2.4a): the checkout URL (the hosted checkout),
 * Place Order (the site owner's or an app's: its permission is Write Carts V2 (PII)) and Mark Cart
 * As Completed. The cart itself is modules/ecom's.
 */
export default async function cartV2CheckoutRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('get-checkout-url'),
    schema: {
      params: ById,
      body: GetCheckoutUrlV2Request,
      response: { 200: GetCheckoutUrlV2Response },
    },
    handler: (request) =>
      getCheckoutUrl(
        app.db,
        request.caller,
        request.params.cartId,
        request.body,
        publicOriginOf(request),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('place-order'),
    preValidation: ownerOnly,
    schema: { params: ById, body: PlaceOrderV2Request, response: { 200: PlaceOrderV2Response } },
    handler: (request) => placeOrderV2(app.db, request.caller, request.params.cartId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('mark-cart-as-completed'),
    schema: { params: ById, body: MarkCartAsCompletedV2Request, response: { 200: CartV2Response } },
    handler: (request) =>
      markCartAsCompletedV2(app.db, request.caller, request.params.cartId, request.body.orderId),
  });
}
