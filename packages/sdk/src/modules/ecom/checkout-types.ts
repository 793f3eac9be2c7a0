import type {
  AddToCheckoutRequest,
  Checkout as CheckoutWire,
  CreateCheckoutOfItemsRequest,
  UpdateEcomCheckoutRequest,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { CheckoutWire };

export const checkoutTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'lineItems.image.urlExpirationDate'],
  geocodes: ['billingInfo.address.geocode', 'shippingInfo.shippingDestination.address.geocode'],
});

/** A checkout (docs/protocol.md §3.4) with its declared dates as `Date`. */
export type Checkout = Transformed<CheckoutWire, typeof checkoutTransform>;

/** `POST /ecom/v1/checkouts`: a checkout of the items given (no cart of the caller's is used). */
export type CreateCheckoutOfItemsOptions = CreateCheckoutOfItemsRequest;
/** `POST /ecom/v1/checkouts/{id}/add-to-checkout`: catalog lines, and the owner's custom lines. */
export type AddToCheckoutOptions = AddToCheckoutRequest;
/** What the buyer changes on their checkout (`PATCH /ecom/v1/checkouts/{id}`'s `checkout`). */
export type CheckoutUpdate = UpdateEcomCheckoutRequest['checkout'];
/** The rest of the update's body: the coupon (gift cards and URLs are refused, docs/protocol.md §2.4). */
export type UpdateCheckoutOptions = Omit<UpdateEcomCheckoutRequest, 'checkout'>;

export interface CheckoutLineQuantity {
  id: string;
  quantity: number;
}

/** Accepted and not needed locally: nothing is charged (docs/protocol.md §2.4). */
export interface CreateOrderOptions {
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
}
