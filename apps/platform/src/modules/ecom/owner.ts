import type { Cart, WebhookIdentity } from '@headless/contract';
import { identityOf, type CallerIdentity } from '../../kernel/caller';

/** The current cart belongs to the caller's identity on the caller's site: the cart's owner key. */
export interface CartOwner {
  siteId: string;
  type: CallerIdentity['type'];
  id: string;
}

export const cartOwner = (siteId: string, identity: CallerIdentity): CartOwner => ({
  siteId,
  type: identity.type,
  id: identity.id,
});

/**
 * Who changes a cart or checkout, for its outbox events: the current cart is the caller's own, so
 * its owner is the request's identity (an app owns by its client id).
 */
export const ownerIdentity = (owner: { type: string; id: string }): WebhookIdentity =>
  identityOf({
    identity: { type: owner.type as CallerIdentity['type'], id: owner.id },
    clientId: owner.id,
  });

export function buyerInfo(owner: Pick<CartOwner, 'type' | 'id'>): Cart['buyerInfo'] {
  switch (owner.type) {
    case 'ANONYMOUS_VISITOR':
      return { visitorId: owner.id };
    case 'MEMBER':
      return { memberId: owner.id };
    case 'WIX_USER':
      return { userId: owner.id };
    case 'APP':
    default:
      return {};
  }
}

/**
 * Whom the cart is for: its own buyer when a visitor or member made a dedicated cart (Create
 * Cart), otherwise its owner (a current cart's owner is its buyer).
 */
export function cartBuyer(cart: {
  ownerType: string;
  ownerId: string;
  buyerType?: string | null;
  buyerId?: string | null;
}): Pick<CartOwner, 'type' | 'id'> {
  if (cart.buyerType && cart.buyerId)
    return { type: cart.buyerType as CartOwner['type'], id: cart.buyerId };
  return { type: cart.ownerType as CartOwner['type'], id: cart.ownerId };
}

/**
 * A cart made for one purpose (Cart V2's create cart, a checkout template's checkout) is nobody's
 * current cart: its owner key is `<kind>:<uuid>` under the APP type, which no caller's identity is.
 */
export const DEDICATED_CART_PREFIX = 'cart-v2:';

export const isCurrentCart = (cart: {
  ownerType: string;
  ownerId: string;
  orderPlaced?: boolean;
}): boolean =>
  !cart.orderPlaced && !(cart.ownerType === 'APP' && /^[a-z0-9-]+:/.test(cart.ownerId));
