'use client';

import { useCallback, useState } from 'react';
import type { ActionError } from '@/lib/booking/types';
import type { CartView } from '@/lib/store/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useModal } from '../modals/modal-provider';
import type { CartResult } from './actions';

class ActionFailure extends Error {
  constructor(readonly error: ActionError) {
    super(error.message);
  }
}

/**
 * The cart as the page shows it, and one way to change it: each change is a server action that
 * answers the new cart or an error. The spinner runs meanwhile; PREMIUM_REQUIRED opens the modal.
 */
export function useCart(initial: CartView | null) {
  const { openModal } = useModal();
  const [cart, setCart] = useState(initial);
  const [error, setError] = useState<ActionError | null>(null);

  const perform = useAsyncHandler(
    useCallback(async (action: () => Promise<CartResult | { error: ActionError }>) => {
      const result = await action();
      if (result && 'error' in result) throw new ActionFailure(result.error);
      return result;
    }, []),
  );

  const run = useCallback(
    (action: () => Promise<CartResult | { error: ActionError }>) => {
      setError(null);
      return perform(action).then(
        (result) => {
          if (result && 'cart' in result) setCart(result.cart);
          return true;
        },
        (reason: unknown) => {
          const failure = reason instanceof ActionFailure ? reason.error : null;
          if (failure?.code === 'PREMIUM_REQUIRED') {
            openModal('premium-upgrade', { feature: 'store checkout' });
          }
          setError(
            failure ?? { message: reason instanceof Error ? reason.message : String(reason) },
          );
          return false;
        },
      );
    },
    [perform, openModal],
  );

  return { cart, error, run };
}
