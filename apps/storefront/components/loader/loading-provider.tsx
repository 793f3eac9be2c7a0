'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { GlobalLoader } from './global-loader';

interface LoadingContextValue {
  /** How many async tasks are running. */
  count: number;
  start(): void;
  stop(): void;
}

const LoadingContext = createContext<LoadingContextValue | null>(null);

/** Counts running tasks; the spinner shows while the count is above zero (issue item 3). */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const start = useCallback(() => setCount((n) => n + 1), []);
  const stop = useCallback(() => setCount((n) => Math.max(0, n - 1)), []);
  const value = useMemo(() => ({ count, start, stop }), [count, start, stop]);
  return (
    <LoadingContext value={value}>
      {children}
      {count > 0 && <GlobalLoader />}
    </LoadingContext>
  );
}

export function useLoading(): LoadingContextValue {
  const value = use(LoadingContext);
  if (!value) throw new Error('useLoading must be used within a LoadingProvider');
  return value;
}
