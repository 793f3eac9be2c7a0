/**
 * `work` run at most once at a time: callers that arrive while it runs share its promise; the
 * next call after it settles runs it again.
 */
export function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let inflight: Promise<T> | undefined;
  return () => (inflight ??= work().finally(() => (inflight = undefined)));
}
