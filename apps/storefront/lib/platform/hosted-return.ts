import { CallbackErrorCode } from '@headless/contract/error-codes';
import {
  isCallback,
  parseCallback,
  RedirectCallbackError,
  type CallbackType,
  type RedirectCallback,
} from '@headless/sdk/redirects';
import { firstParam, type SearchParams } from '../search-params';

/**
 * What a hosted page said when it sent the visitor back (the page's `searchParams`): its callback
 * of the expected type, or undefined for a plain visit, another flow's return or a malformed one
 * (a hand-edited URL shows the page, not an error).
 */
export function hostedReturnOf(
  params: SearchParams,
  type: CallbackType,
): RedirectCallback | undefined {
  if (!isCallback(params)) return withoutCallbackType(params, type);
  try {
    const back = parseCallback(params);
    return back.type === type ? back : undefined;
  } catch (error) {
    if (error instanceof RedirectCallbackError) return undefined;
    throw error;
  }
}

/**
 * The real platform's thank-you and post-flow URLs carry only the flow's own parameters
 * (`orderId`, `paymentStatus`…), no `callbackType`: read them as this flow's callback, so the
 * storefront works on either platform. The readers still need their flow's ids to show anything.
 */
function withoutCallbackType(
  params: SearchParams,
  type: CallbackType,
): RedirectCallback | undefined {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const first = firstParam(value);
    if (first) flat[name] = first;
  }
  if (!Object.keys(flat).length) return undefined;
  const code = flat.paymentStatus === 'DECLINED' ? CallbackErrorCode.paymentDeclined : flat.error;
  if (code) return { type, status: 'ERROR', params: flat, error: { code } };
  return { type, status: 'SUCCESS', params: flat };
}

/** A flow parameter of the callback, trimmed; empty counts as absent. */
export const paramOf = (back: RedirectCallback, name: string) =>
  back.params[name]?.trim() || undefined;

/**
 * What a page says about a return that brought nothing to confirm: the visitor left the hosted
 * page (`canceled`, neutral), or its payment was refused (`declined`), or another problem.
 */
export interface ReturnNotice {
  kind: 'canceled' | 'declined' | 'problem';
  title: string;
  text: string;
}

/** The neutral notice of a CANCELED return; `kept` says what stays as it was. */
export const canceledNotice = (kept: string): ReturnNotice => ({
  kind: 'canceled',
  title: 'Checkout canceled',
  text: `You left the checkout before paying. Nothing was charged. ${kept}`,
});

/** The notice of a declined payment; `text` says what stays and how to try again. */
export const declinedNotice = (text: string): ReturnNotice => ({
  kind: 'declined',
  title: 'Payment declined',
  text,
});

/** One flow's words for its returns without anything to confirm. */
export interface ReturnWords {
  /** What stays as it was after a cancel (`canceledNotice`). */
  kept: string;
  /** What a declined payment left as it was and how to try again (`declinedNotice`). */
  declined: string;
  /**
   * Another refusal: its title, its words when the hosted page gave none, and what the visitor
   * can do next (the hosted page's words say only what went wrong).
   */
  problem: { title: string; fallback: string; next: string };
}

/**
 * What a return that brought nothing to confirm says, in the flow's words: canceled (neutral), the
 * payment declined, or another refusal in the hosted page's own words (its `errorDescription`).
 * Undefined for a SUCCESS.
 */
export function returnNoticeOf(
  back: RedirectCallback,
  words: ReturnWords,
): ReturnNotice | undefined {
  if (back.status === 'SUCCESS') return undefined;
  if (back.status === 'CANCELED') return canceledNotice(words.kept);
  if (back.error.code === CallbackErrorCode.paymentDeclined) return declinedNotice(words.declined);
  const text = back.error.description ?? words.problem.fallback;
  const { title, next } = words.problem;
  return { kind: 'problem', title, text: `${text}. Nothing was charged. ${next}` };
}

/**
 * A hosted checkout's return as a page reads it: the SUCCESS callback (the page takes its flow's
 * ids from it), or what a return without a purchase says, in the flow's words. Empty for a plain
 * visit.
 */
export function checkoutOutcomeOf(
  params: SearchParams,
  words: ReturnWords,
): { success?: RedirectCallback; notice?: ReturnNotice } {
  const back = hostedReturnOf(params, 'CHECKOUT');
  if (!back) return {};
  if (back.status === 'SUCCESS') return { success: back };
  const notice = returnNoticeOf(back, words);
  return notice ? { notice } : {};
}
