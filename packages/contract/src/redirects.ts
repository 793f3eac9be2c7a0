import { z } from 'zod';
import { SlotAvailability } from './availability';

/** Redirect sessions (docs/protocol.md §3.7): exactly one intent per request. */
export const RedirectCallbacks = z.object({
  postFlowUrl: z.string().optional(),
  thankYouPageUrl: z.string().optional(),
  loginUrl: z.string().optional(),
  bookingsServiceListUrl: z.string().optional(),
  cartPageUrl: z.string().optional(),
  planListUrl: z.string().optional(),
});
export type RedirectCallbacks = z.infer<typeof RedirectCallbacks>;

export const BookingsCheckoutIntent = z.object({
  slotAvailability: SlotAvailability.partial({
    bookable: true,
    totalSpots: true,
    openSpots: true,
    bookingPolicyViolations: true,
  }),
  timezone: z.string().optional(),
});
export type BookingsCheckoutIntent = z.infer<typeof BookingsCheckoutIntent>;

/** The intents the protocol knows; only bookingsCheckout is served so far. */
export const REDIRECT_INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'membersAccount',
] as const;
export type RedirectIntent = (typeof REDIRECT_INTENTS)[number];

const otherIntents = Object.fromEntries(
  REDIRECT_INTENTS.filter((i) => i !== 'bookingsCheckout').map((i) => [
    i,
    z.record(z.string(), z.unknown()).optional(),
  ]),
) as Record<
  Exclude<RedirectIntent, 'bookingsCheckout'>,
  z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>
>;

export const CreateRedirectSessionRequest = z.object({
  bookingsCheckout: BookingsCheckoutIntent.optional(),
  ...otherIntents,
  callbacks: RedirectCallbacks.optional(),
  preferences: z.record(z.string(), z.unknown()).optional(),
  origin: z.unknown().optional(),
});
export type CreateRedirectSessionRequest = z.infer<typeof CreateRedirectSessionRequest>;

export const RedirectSession = z.object({
  id: z.string(),
  fullUrl: z.string(),
  urlDetails: z.object({
    endpoint: z.string(),
    searchParams: z.record(z.string(), z.string()),
  }),
  sessionToken: z.string(),
  shortUrl: z.string(),
});
export type RedirectSession = z.infer<typeof RedirectSession>;

export const CreateRedirectSessionResponse = z.object({ redirectSession: RedirectSession });
export type CreateRedirectSessionResponse = z.infer<typeof CreateRedirectSessionResponse>;

export const RedirectErrorCode = {
  intentRequired: 'INTENT_REQUIRED',
  intentNotImplemented: 'INTENT_NOT_IMPLEMENTED',
  premiumRequired: 'PREMIUM_REQUIRED',
} as const;

/**
 * How a hosted page hands the visitor back (hosted/README.md "Return URLs"): every return URL
 * carries `callbackType` and `status`; an ERROR adds `error` and `errorDescription` (an OAuth
 * AUTHORIZE error keeps the standard `error` and `error_description` instead).
 */
export const CallbackType = z.enum(['LOGOUT', 'CHECKOUT', 'AUTHORIZE']);
export type CallbackType = z.infer<typeof CallbackType>;

export const CallbackStatus = z.enum(['SUCCESS', 'ERROR']);
export type CallbackStatus = z.infer<typeof CallbackStatus>;

/** The query (or fragment) parameter names of the two, fixed so both sides agree. */
export const CALLBACK_PARAMS = { type: 'callbackType', status: 'status' } as const;

/** The `error` codes a hosted CHECKOUT returns with (AUTHORIZE uses the OAuth codes). */
export const CallbackErrorCode = {
  paymentDeclined: 'PAYMENT_DECLINED',
  slotUnavailable: 'SLOT_UNAVAILABLE',
  reservationExpired: 'RESERVATION_EXPIRED',
  reservationCanceled: 'RESERVATION_CANCELED',
  orderNotPlaced: 'ORDER_NOT_PLACED',
  planNotBought: 'PLAN_NOT_BOUGHT',
} as const;
