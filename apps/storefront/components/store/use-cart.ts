'use client';

import { useCallback, useState } from 'react';
import { ActionFailure } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import type { CartView } from '@/lib/store/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useActionFailure } from '../modals/use-action-failure';
import type { CartResult } from './actions';

/** Where a failure shows: above the store, beside the coupon field, a cart line or a product. */
export type ErrorPlace = 'store' | 'coupon' | `line:${string}` | `product:${string}`;

export interface CartChange {
  action: () => Promise<CartResult | { error: ActionError }>;
  /** What a screen reader hears once the change is done, from the new cart. */
  announce: (cart: CartView | null) => string;
  place?: ErrorPlace;
}

/**
 * The cart as the page shows it, and one way to change it: each change is a server action that
 * answers the new cart or an error. The spinner runs meanwhile; PREMIUM_REQUIRED opens the modal.
 * Every change done is put into words for the page's live region. `initial` undefined: the cart
 * is not known yet (the product page streams it, components/store/product-cart.tsx) and stays
 * undefined until a change answers one.
 */
export function useCart<Initial extends CartView | null | undefined>(initial: Initial) {
  const failureOf = useActionFailure('store checkout');
  const [cart, setCart] = useState<CartView | null | Initial>(initial);
  const [error, setError] = useState<(ActionError & { place: ErrorPlace }) | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const perform = useAsyncHandler(
    useCallback(async (action: CartChange['action']) => {
      const result = await action();
      if (result && 'error' in result) throw new ActionFailure(result.error);
      return result;
    }, []),
  );

  const run = useCallback(
    ({ action, announce, place = 'store' }: CartChange) => {
      setError(null);
      return perform(action).then(
        (result) => {
          if (result && 'cart' in result) {
            setCart(result.cart);
            setAnnouncement(announce(result.cart));
          }
          return true;
        },
        (reason: unknown) => {
          setError({ ...failureOf(reason), place });
          return false;
        },
      );
    },
    [perform, failureOf],
  );

  return { cart, error, announcement, run };
}
