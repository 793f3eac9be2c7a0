import { GetCheckoutUrlV2Request, GetCheckoutUrlV2Response } from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import { guardApp } from '../../http/require-app';
import type { App } from '../../kernel/app-type';
import { getCheckoutUrl } from './service';

const ById = z.object({ cartId: z.string().min(1).max(100) });

/** Cart V2's way to the checkout (docs/protocol.md §2.4a); the cart itself is modules/ecom's. */
export default async function cartV2CheckoutRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');
  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/ecom/v2/carts/:cartId/get-checkout-url',
      '/_api/cart-v2/v2/carts/:cartId/get-checkout-url',
    ],
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
}
