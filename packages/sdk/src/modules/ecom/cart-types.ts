import type { AddToCartRequest, Cart as CartWire } from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { CartWire };

export const cartTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'lineItems.image.urlExpirationDate'],
  geocodes: ['contactInfo.address.geocode'],
});

/** A cart as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type Cart = DatesAt<CartWire, (typeof cartTransform.dates)[number]>;

export type AddToCurrentCartOptions = AddToCartRequest;

export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}
