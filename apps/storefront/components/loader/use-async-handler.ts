'use client';

import { unstable_rethrow } from 'next/navigation';
import { useCallback } from 'react';
import { useLoading } from './loading-provider';

/**
 * A server action that calls redirect() rejects its promise on the client with Next's
 * NEXT_REDIRECT while the router navigates: a success, not a failure. unstable_rethrow is the
 * public way to recognise Next's own control-flow errors.
 */
function isNavigation(error: unknown): boolean {
  try {
    unstable_rethrow(error);
    return false;
  } catch {
    return true;
  }
}

/**
 * Wraps an async function so the global spinner shows while it runs. Failures are rethrown
 * without logging: the caller decides what a failure means and shows it on the page. A redirect
 * never settles, so no caller mistakes the navigation for an error.
 */
export function useAsyncHandler<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const { start, stop } = useLoading();
  return useCallback(
    async (...args: Args) => {
      start();
      try {
        return await fn(...args);
      } catch (error) {
        if (isNavigation(error)) return new Promise<Result>(() => undefined);
        throw error;
      } finally {
        stop();
      }
    },
    [fn, start, stop],
  );
}
