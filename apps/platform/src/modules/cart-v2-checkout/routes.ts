import {
  CartV2Response,
  CreateOrderFromCheckoutRequest,
  CreateOrderFromCheckoutResponse,
  GetCheckoutUrlResponse,
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
import { createOrderV1, getCheckoutUrlV1 } from './checkout-v1';
import { getCheckoutUrl, placeOrderV2 } from './service';

const ById = z.object({ cartId: z.string().min(1).max(100) });
/** Documented path first (www.wixapis.com), then the form the official SDK sends elsewhere. */
const paths = (rest: string) =>
  [`/ecom/v2/carts/:cartId/${rest}`, `/_api/cart-v2/v2/carts/:cartId/${rest}`] as const;

/**
 * Cart V2's way to the order (docs/protocol.md §2.4a): the checkout URL (the hosted checkout),
 * Place Order (the site owner's or an app's: its permission is Write Carts V2 (PII)) and Mark Cart
 * As Completed. The cart itself is modules/ecom's. Checkout V1's checkout URL and Create Order
 * (§2.4) take the same path, for the checkout's buyer or the site owner.
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
  const ByCheckoutId = z.object({ id: z.string().min(1).max(100) });
  // getWixCheckoutUrl is the older name of the same call (its typings: "use GetCheckoutURL").
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/checkouts/:id/checkout-url', '/ecom/v1/checkouts/:id/wix-checkout-url'],
    schema: { params: ByCheckoutId, response: { 200: GetCheckoutUrlResponse } },
    handler: (request) =>
      getCheckoutUrlV1(app.db, request.caller, request.params.id, publicOriginOf(request)),
  });
  // createOrderAndCharge (…/create-order-and-charge) is not served: it charges a payment token
  // that only the real platform's payment service issues, so it answers No route.
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/checkouts/:id/create-order'],
    schema: {
      params: ByCheckoutId,
      body: CreateOrderFromCheckoutRequest,
      response: { 200: CreateOrderFromCheckoutResponse },
    },
    handler: (request) => createOrderV1(app.db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('mark-cart-as-completed'),
    schema: { params: ById, body: MarkCartAsCompletedV2Request, response: { 200: CartV2Response } },
    handler: (request) =>
      markCartAsCompletedV2(app.db, request.caller, request.params.cartId, request.body.orderId),
  });
}
