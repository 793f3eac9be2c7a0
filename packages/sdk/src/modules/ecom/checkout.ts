import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import { checkoutTransform, type Checkout, type CheckoutWire } from './checkout-types';

export interface CheckoutApi {
  /** `GET /ecom/v1/checkouts/{id}?id=` → the checkout, unwrapped (docs/protocol.md §2.4, §7). */
  getCheckout(id: string): Promise<Checkout>;
}

export const checkout: SdkModule<CheckoutApi> = {
  create: (ctx) => ({
    async getCheckout(id) {
      const { checkout: wire } = await ctx.request<{ checkout: CheckoutWire }>({
        method: 'GET',
        path: '/ecom/v1/checkouts/{id}',
        pathParams: { id },
      });
      return fromWire(checkoutTransform, wire);
    },
  }),
};
