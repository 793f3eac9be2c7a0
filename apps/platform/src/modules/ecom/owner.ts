import type { Cart } from '@headless/contract';
import type { AuthContext } from '../../http/auth-context';

type Identity = AuthContext['identity'];

/** The current cart belongs to the caller's identity on the caller's site: the cart's owner key. */
export interface CartOwner {
  siteId: string;
  type: Identity['type'];
  id: string;
}

export const cartOwner = (siteId: string, identity: Identity): CartOwner => ({
  siteId,
  type: identity.type,
  id: identity.id,
});

export function buyerInfo(owner: Pick<CartOwner, 'type' | 'id'>): Cart['buyerInfo'] {
  switch (owner.type) {
    case 'ANONYMOUS_VISITOR':
      return { visitorId: owner.id };
    case 'MEMBER':
      return { memberId: owner.id };
    case 'WIX_USER':
      return { userId: owner.id };
    default:
      return {};
  }
}
