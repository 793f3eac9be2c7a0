import {
  isCallback,
  parseCallback,
  RedirectCallbackError,
  type CallbackType,
  type RedirectCallback,
} from '@headless/sdk/redirects';

type Params = Record<string, string | string[] | undefined>;

/**
 * What a hosted page said when it sent the visitor back (the page's `searchParams`): its callback
 * of the expected type, or undefined for a plain visit, another flow's return or a malformed one
 * (a hand-edited URL shows the page, not an error).
 */
export function hostedReturnOf(params: Params, type: CallbackType): RedirectCallback | undefined {
  if (!isCallback(params)) return undefined;
  try {
    const back = parseCallback(params);
    return back.type === type ? back : undefined;
  } catch (error) {
    if (error instanceof RedirectCallbackError) return undefined;
    throw error;
  }
}

/** A flow parameter of the callback, trimmed; empty counts as absent. */
export const paramOf = (back: RedirectCallback, name: string) =>
  back.params[name]?.trim() || undefined;
