'use client';

import { useCallback } from 'react';
import { useLoading } from './loading-provider';

/**
 * Wraps an async function so the global spinner shows while it runs. Errors are logged and
 * rethrown: the caller still decides what a failure means.
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
        console.error('Error:', error);
        throw error;
      } finally {
        stop();
      }
    },
    [fn, start, stop],
  );
}
