import type { CallbackStatus, CallbackType } from '@headless/contract';
import { parseCallbackUrl } from '../../core/callback-url';

/**
 * Reading the URL a hosted page returned to (platform hosted/README.md "Return URLs"): every
 * return carries `callbackType` (LOGOUT | CHECKOUT | AUTHORIZE) and `status` (SUCCESS | ERROR |
 * CANCELED: the visitor left by the page's link back to the site), in the query, or in the
 * fragment for an AUTHORIZE in the fragment response mode.
 */
export type { CallbackStatus, CallbackType };

/** What a hosted page said; `params` are the flow's own (orderId, bookingId, code, state…). */
export type RedirectCallback =
  | { type: CallbackType; status: 'SUCCESS'; params: Record<string, string> }
  /** The visitor left by the page's link back: nothing was done. */
  | { type: CallbackType; status: 'CANCELED'; params: Record<string, string> }
  | {
      type: CallbackType;
      status: 'ERROR';
      params: Record<string, string>;
      /** `error` and `errorDescription` (OAuth: `error_description`) of the return URL. */
      error: { code: string; description?: string };
    };

/** A URL, a path with its query, its search parameters, or Next.js `searchParams`. */
export type CallbackInput =
  string | URL | URLSearchParams | Record<string, string | string[] | undefined>;

export type RedirectCallbackErrorCode =
  /** No `callbackType` in the query or the fragment: not a return from a hosted page. */
  | 'NOT_A_CALLBACK'
  /** A `callbackType` other than LOGOUT, CHECKOUT or AUTHORIZE. */
  | 'UNKNOWN_CALLBACK_TYPE'
  /** A `status` other than SUCCESS, ERROR or CANCELED (or none). */
  | 'UNKNOWN_CALLBACK_STATUS';

export class RedirectCallbackError extends Error {
  override name = 'RedirectCallbackError';
  constructor(
    readonly code: RedirectCallbackErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const TYPES: readonly string[] = ['LOGOUT', 'CHECKOUT', 'AUTHORIZE'] satisfies CallbackType[];
const STATUSES: readonly string[] = ['SUCCESS', 'ERROR', 'CANCELED'] satisfies CallbackStatus[];
const TYPE = 'callbackType';
const STATUS = 'status';

function searchParamsOf(input: CallbackInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input !== 'string' && !(input instanceof URL)) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(input)) {
      const first = Array.isArray(v) ? v[0] : v;
      if (first !== undefined) params.set(k, first);
    }
    return params;
  }
  const url = parseCallbackUrl(input);
  if (url.searchParams.has(TYPE)) return url.searchParams;
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** Whether the input carries a `callbackType` at all (a plain visit of the page does not). */
export function isCallback(input: CallbackInput): boolean {
  return searchParamsOf(input).has(TYPE);
}

/**
 * The callback a hosted page returned with. Throws `RedirectCallbackError` when the input is not
 * one (`NOT_A_CALLBACK`) or names an unknown type or status; check with `isCallback` first where
 * a plain visit is expected too.
 */
export function parseCallback(input: CallbackInput): RedirectCallback {
  const search = searchParamsOf(input);
  const type = search.get(TYPE);
  const status = search.get(STATUS);
  if (type === null)
    throw new RedirectCallbackError(
      'NOT_A_CALLBACK',
      `Not a redirect callback: the URL has no ${TYPE} parameter`,
    );
  if (!TYPES.includes(type))
    throw new RedirectCallbackError(
      'UNKNOWN_CALLBACK_TYPE',
      `Unknown ${TYPE} "${type}": expected one of ${TYPES.join(', ')}`,
    );
  if (status === null || !STATUSES.includes(status))
    throw new RedirectCallbackError(
      'UNKNOWN_CALLBACK_STATUS',
      `Unknown callback ${STATUS} "${status ?? ''}": expected one of ${STATUSES.join(', ')}`,
    );
  const params: Record<string, string> = {};
  for (const [k, v] of search) if (k !== TYPE && k !== STATUS) params[k] = v;
  const base = { type: type as CallbackType, params };
  if (status === 'SUCCESS') return { ...base, status };
  if (status === 'CANCELED') return { ...base, status };
  const description = params.errorDescription ?? params.error_description;
  return {
    ...base,
    status: 'ERROR',
    error: { code: params.error ?? 'UNKNOWN_ERROR', ...(description && { description }) },
  };
}
