import { z } from 'zod';
import { SlotAvailability } from './availability';
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH, MAX_URL_LENGTH } from './bounds';
import { REDIRECT_INTENTS, type RedirectIntent } from './constants';

/** Redirect sessions (docs/protocol.md §3.7): exactly one intent per request. */
export const RedirectCallbacks = z.object({
  postFlowUrl: z.string().max(MAX_URL_LENGTH).optional(),
  thankYouPageUrl: z.string().max(MAX_URL_LENGTH).optional(),
  loginUrl: z.string().max(MAX_URL_LENGTH).optional(),
  bookingsServiceListUrl: z.string().max(MAX_URL_LENGTH).optional(),
  cartPageUrl: z.string().max(MAX_URL_LENGTH).optional(),
  planListUrl: z.string().max(MAX_URL_LENGTH).optional(),
});
export type RedirectCallbacks = z.infer<typeof RedirectCallbacks>;

export const BookingsCheckoutIntent = z.object({
  slotAvailability: SlotAvailability.partial({
    bookable: true,
    totalSpots: true,
    openSpots: true,
    bookingPolicyViolations: true,
  }),
  timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type BookingsCheckoutIntent = z.infer<typeof BookingsCheckoutIntent>;

const otherIntents = Object.fromEntries(
  REDIRECT_INTENTS.filter((i) => i !== 'bookingsCheckout').map((i) => [
    i,
    z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  ]),
) as Record<
  Exclude<RedirectIntent, 'bookingsCheckout'>,
  z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>
>;

export const CreateRedirectSessionRequest = z.object({
  bookingsCheckout: BookingsCheckoutIntent.optional(),
  ...otherIntents,
  callbacks: RedirectCallbacks.optional(),
  preferences: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  origin: z.unknown().optional(),
});
export type CreateRedirectSessionRequest = z.infer<typeof CreateRedirectSessionRequest>;

export const RedirectSession = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  fullUrl: z.string().max(MAX_URL_LENGTH),
  urlDetails: z.object({
    endpoint: z.string().max(MAX_TEXT_LENGTH),
    searchParams: z.record(z.string().max(MAX_TEXT_LENGTH), z.string().max(MAX_TEXT_LENGTH)),
  }),
  sessionToken: z.string().max(MAX_TOKEN_LENGTH),
  shortUrl: z.string().max(MAX_URL_LENGTH),
});
export type RedirectSession = z.infer<typeof RedirectSession>;

export const CreateRedirectSessionResponse = z.object({ redirectSession: RedirectSession });
export type CreateRedirectSessionResponse = z.infer<typeof CreateRedirectSessionResponse>;

/**
 * How a hosted page hands the visitor back (hosted/README.md "Return URLs"): every return URL
 * carries `callbackType` and `status`; an ERROR adds `error` (CallbackErrorCode in ./error-codes)
 * and `errorDescription` (an OAuth AUTHORIZE error keeps the standard `error` and
 * `error_description` instead). CANCELED is the visitor leaving by the page's "Back to the site"
 * link: nothing happened, nothing to report.
 */
export const CallbackType = z.enum(['LOGOUT', 'CHECKOUT', 'AUTHORIZE']);
export type CallbackType = z.infer<typeof CallbackType>;

export const CallbackStatus = z.enum(['SUCCESS', 'ERROR', 'CANCELED']);
export type CallbackStatus = z.infer<typeof CallbackStatus>;

/** The query (or fragment) parameter names of the two, fixed so both sides agree. */
export const CALLBACK_PARAMS = { type: 'callbackType', status: 'status' } as const;
