'use client';

import { useCallback, useState } from 'react';
import { ActionFailure, actionErrorOf } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import { useAsyncHandler } from '../loader/use-async-handler';

/**
 * Runs a member action that redirects on success (nothing comes back) or answers an error, with
 * the global spinner while it runs and the error kept for the page.
 */
export function useMemberAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<{ error: ActionError } | undefined>,
) {
  const [error, setError] = useState<string | null>(null);
  const run = useAsyncHandler(
    useCallback(
      async (...args: Args) => {
        const result = await action(...args);
        if (result?.error) throw new ActionFailure(result.error);
      },
      [action],
    ),
  );
  const start = useCallback(
    (...args: Args) => {
      setError(null);
      run(...args).catch((reason: unknown) => setError(actionErrorOf(reason).message));
    },
    [run],
  );
  return { start, error };
}
