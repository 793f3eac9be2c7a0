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
