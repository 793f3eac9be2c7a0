import type {
  AddToCartRequest,
  Cart as CartWire,
  CreateCheckoutRequest,
  EstimateTotalsRequest,
  EstimateTotalsResponse as EstimateTotalsWire,
  UpdateCartRequest,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { CartWire, EstimateTotalsWire };

export const cartTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'lineItems.image.urlExpirationDate',
    'lineItems.serviceProperties.scheduledDate',
  ],
  geocodes: ['contactInfo.address.geocode'],
});

/** A cart as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type Cart = Transformed<CartWire, typeof cartTransform>;

export type AddToCurrentCartOptions = AddToCartRequest;

export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}

/**
 * PATCH body (docs/protocol.md §2.4); callers pass the field mask as an array, as in the official
 * SDK.
 */
export type UpdateCurrentCartOptions = Omit<UpdateCartRequest, 'fieldMask'> & {
  fieldMask?: string[];
};

export type CreateCheckoutOptions = CreateCheckoutRequest;
export type EstimateTotalsOptions = EstimateTotalsRequest;

const slot = 'logistics.deliveryTimeSlot';
const slots = 'logistics.deliveryTimeSlots';
/** Delivery time slots are dates too; the cart inside is transformed as any cart. */
export const estimateTransform = defineTransform({
  dates: [
    `shippingInfo.selectedCarrierServiceOption.${slot}.from`,
    `shippingInfo.selectedCarrierServiceOption.${slot}.to`,
    `shippingInfo.selectedCarrierServiceOption.${slots}.from`,
    `shippingInfo.selectedCarrierServiceOption.${slots}.to`,
    `shippingInfo.carrierServiceOptions.shippingOptions.${slot}.from`,
    `shippingInfo.carrierServiceOptions.shippingOptions.${slot}.to`,
    `shippingInfo.carrierServiceOptions.shippingOptions.${slots}.from`,
    `shippingInfo.carrierServiceOptions.shippingOptions.${slots}.to`,
  ],
});

/** The estimate as the SDK returns it: the whole body, its dates (and its cart's) as `Date`. */
export type EstimateTotalsResponse = Omit<
  Transformed<EstimateTotalsWire, typeof estimateTransform>,
  'cart'
> & { cart: Cart };
