import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  checkoutTransform,
  type AddToCheckoutOptions,
  type Checkout,
  type CheckoutLineQuantity,
  type CheckoutUpdate,
  type CheckoutWire,
  type CreateCheckoutOfItemsOptions,
  type CreateOrderOptions,
  type UpdateCheckoutOptions,
} from './checkout-types';

type WithCheckout = Promise<{ checkout: Checkout }>;

/**
 * Checkout V1 (`checkout` in `@wix/ecom`), for the checkout's buyer and the site owner
 * (docs/protocol.md §2.4). Get, create and update answer the checkout unwrapped, as the official
 * SDK does; the line and coupon calls answer `{ checkout }`, priced again.
 *
 * @deprecated Checkout V1 is removed on 2027-02-01. Use Cart V2 (`cartV2`, `currentCartV2`):
 * `createCart`, `addLineItems`, `updateLineItems`, `removeLineItems`, `removeCoupon`,
 * `getCheckoutUrl`, `placeOrder`, `markCartAsCompleted`.
 */
export interface CheckoutApi {
  /**
   * `GET /ecom/v1/checkouts/{id}?id=` → the checkout, unwrapped (docs/protocol.md §2.4, §7).
   * @deprecated Removed on 2027-02-01; use Cart V2's `getCart`.
   */
  getCheckout(id: string): Promise<Checkout>;
  /**
   * `POST /ecom/v1/checkouts` → the checkout of the items given, unwrapped; its buyer is the caller.
   * @deprecated Removed on 2027-02-01; use Cart V2's `createCart`.
   */
  createCheckout(options: CreateCheckoutOfItemsOptions): Promise<Checkout>;
  /**
   * `GET /ecom/v1/checkouts/by-cart-id/{id}` → `{ checkout }`, the cart's newest checkout.
   * @deprecated Removed on 2027-02-01; use Cart V2's `getCart`.
   */
  getCheckoutByCartId(cartId: string): WithCheckout;
  /**
   * `PATCH /ecom/v1/checkouts/{id}` → the checkout, priced again, unwrapped.
   * @deprecated Removed on 2027-02-01; use Cart V2's `updateCart`.
   */
  updateCheckout(
    id: string,
    checkout: CheckoutUpdate,
    options?: UpdateCheckoutOptions,
  ): Promise<Checkout>;
  /**
   * `POST /ecom/v1/checkouts/{id}/add-to-checkout` → `{ checkout }`.
   * @deprecated Removed on 2027-02-01; use Cart V2's `addLineItems`.
   */
  addToCheckout(id: string, options: AddToCheckoutOptions): WithCheckout;
  /**
   * `POST /ecom/v1/checkouts/{id}/remove-line-items` → `{ checkout }`.
   * @deprecated Removed on 2027-02-01; use Cart V2's `removeLineItems`.
   */
  removeLineItems(id: string, lineItemIds: string[]): WithCheckout;
  /**
   * `POST /ecom/v1/checkouts/{id}/update-line-items-quantity` → `{ checkout }`.
   * @deprecated Removed on 2027-02-01; use Cart V2's `updateLineItems`.
   */
  updateLineItemsQuantity(id: string, lineItems: CheckoutLineQuantity[]): WithCheckout;
  /**
   * `POST /ecom/v1/checkouts/{id}/remove-coupon` → `{ checkout }`.
   * @deprecated Removed on 2027-02-01; use Cart V2's `removeCoupon`.
   */
  removeCoupon(id: string): WithCheckout;
  /**
   * `POST /ecom/v1/checkouts/{id}/remove-gift-card` → `{ checkout }` (no checkout here holds one).
   * @deprecated Removed on 2027-02-01; use Cart V2's `removeGiftCard`.
   */
  removeGiftCard(id: string): WithCheckout;
  /**
   * `POST /ecom/v1/checkouts/{id}/remove-override-checkout-url` → `{ checkout }`.
   * @deprecated Removed on 2027-02-01; use Cart V2's `updateCart`.
   */
  removeOverrideCheckoutUrl(id: string): WithCheckout;
  /**
   * `GET /ecom/v1/checkouts/{id}/checkout-url` → `{ checkoutUrl }`: the hosted checkout (a
   * premium site only: else 403 `PREMIUM_REQUIRED`).
   * @deprecated Removed on 2027-02-01; use Cart V2's `getCheckoutUrl`.
   */
  getCheckoutUrl(id: string): Promise<{ checkoutUrl: string }>;
  /**
   * `POST /ecom/v1/checkouts/{id}/mark-as-completed`: completed with no order.
   * @deprecated Removed on 2027-02-01; use Cart V2's `markCartAsCompleted`.
   */
  markCheckoutAsCompleted(id: string): Promise<void>;
  /**
   * `POST /ecom/v1/checkouts/{id}/create-order` → `{ orderId }`, the order placed and paid.
   * @deprecated Removed on 2027-02-01; use Cart V2's `placeOrder`.
   */
  createOrder(id: string, options?: CreateOrderOptions): Promise<{ orderId: string }>;
}

const BY_ID = '/ecom/v1/checkouts/{id}';
const toCheckout = (wire: CheckoutWire): Checkout => fromWire(checkoutTransform, wire);

/** @deprecated Checkout V1 is removed on 2027-02-01; use Cart V2 (`cartV2`, `currentCartV2`). */
export const checkout: SdkModule<CheckoutApi> = {
  create: (ctx) => {
    const unwrapped = async (spec: Parameters<typeof ctx.request>[0]) =>
      toCheckout((await ctx.request<{ checkout: CheckoutWire }>(spec)).checkout);
    const action = async (
      id: string,
      name: string,
      data: Record<string, unknown> = {},
      fieldMap = {},
    ) => {
      const { checkout: wire } = await ctx.request<{ checkout: CheckoutWire }>({
        method: 'POST',
        path: `${BY_ID}/${name}`,
        pathParams: { id },
        data,
        fieldMap,
      });
      return { checkout: toCheckout(wire) };
    };
    return {
      getCheckout: (id) => unwrapped({ method: 'GET', path: BY_ID, pathParams: { id } }),
      createCheckout: (options) =>
        unwrapped({
          method: 'POST',
          path: '/ecom/v1/checkouts',
          data: { ...options },
          fieldMap: fieldsUnder('options', Object.keys(options)),
        }),
      async getCheckoutByCartId(cartId) {
        const { checkout: wire } = await ctx.request<{ checkout: CheckoutWire }>({
          method: 'GET',
          path: '/ecom/v1/checkouts/by-cart-id/{id}',
          pathParams: { id: cartId },
        });
        return { checkout: toCheckout(wire) };
      },
      updateCheckout: (id, update, options = {}) =>
        unwrapped({
          method: 'PATCH',
          path: BY_ID,
          pathParams: { id },
          data: { checkout: update, ...options },
          fieldMap: fieldsUnder('options', Object.keys(options)),
        }),
      addToCheckout: (id, options) =>
        action(id, 'add-to-checkout', { ...options }, fieldsUnder('options', Object.keys(options))),
      removeLineItems: (id, lineItemIds) => action(id, 'remove-line-items', { lineItemIds }),
      updateLineItemsQuantity: (id, lineItems) =>
        action(id, 'update-line-items-quantity', { lineItems }),
      removeCoupon: (id) => action(id, 'remove-coupon'),
      removeGiftCard: (id) => action(id, 'remove-gift-card'),
      removeOverrideCheckoutUrl: (id) => action(id, 'remove-override-checkout-url'),
      getCheckoutUrl: (id) =>
        ctx.request<{ checkoutUrl: string }>({
          method: 'GET',
          path: `${BY_ID}/checkout-url`,
          pathParams: { id },
        }),
      async markCheckoutAsCompleted(id) {
        await ctx.request({
          method: 'POST',
          path: `${BY_ID}/mark-as-completed`,
          pathParams: { id },
          data: {},
        });
      },
      createOrder: (id, options = {}) =>
        ctx.request<{ orderId: string }>({
          method: 'POST',
          path: `${BY_ID}/create-order`,
          pathParams: { id },
          data: { ...options },
          fieldMap: fieldsUnder('options', Object.keys(options)),
        }),
    };
  },
};
