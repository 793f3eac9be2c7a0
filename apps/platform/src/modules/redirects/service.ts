import {
  AvailabilityErrorCode,
  REDIRECT_INTENTS,
  RedirectErrorCode,
  type CreateRedirectSessionRequest,
  type CreateRedirectSessionResponse,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/core';
import { forbidden, invalid, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import {
  dateTimeViolation,
  findServices,
  isTimeZone,
  parseDateBound,
  timeZoneViolation,
} from '../availability';
import { assertBookable, slotAt } from '../booking-records';
import { assertOpenCheckoutOf } from '../checkout';
import { readCallbacks } from '../oauth';
import { insertRedirectSession, type NewRedirectSession } from './store';
import { redirectSessionResponse } from '../../http/redirect-session';
import type { Caller } from '../../kernel/caller';

type Request = CreateRedirectSessionRequest;

/** What opens a checkout intent's session: reads and checks the intent, stores the session. */
export type OpenCheckout = (
  db: Db,
  caller: Caller,
  request: Request,
  origin: string,
) => Promise<CreateRedirectSessionResponse>;

/** The request lacks these fields of its intent (`<intent>.<field>`). */
export function missingFields(fields: string[]): never {
  throw validationError(
    fields.map((field) => ({ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' })),
  );
}

/** What a request without an intent is told to send: every intent the protocol names. */
const NO_INTENT =
  `is missing: add exactly one of these fields to the request, each an object: ` +
  `${REDIRECT_INTENTS.join(', ')} (for example "ecomCheckout": {"checkoutId": "<id>"})`;

/**
 * Exactly one intent (docs/protocol.md §3.7); the routes say which are served. The refusal names
 * the intents and what to do, in the envelope's message as well.
 */
export function intentOf(request: Request): (typeof REDIRECT_INTENTS)[number] {
  const present = REDIRECT_INTENTS.filter((i) => request[i] !== undefined);
  if (present.length === 1) return present[0]!;
  throw validationError([
    present.length
      ? {
          field: present.join(','),
          description:
            `are ${present.length} intents, and a redirect session takes exactly one: keep one ` +
            `and make a separate session for each other flow`,
          violatedRule: 'ONE_OF_ALIGNMENT',
        }
      : { field: 'intent', description: NO_INTENT, violatedRule: 'REQUIRED_ONE_OF_FIELD' },
  ]);
}

export function notImplemented(intent: string): never {
  throw invalid(
    RedirectErrorCode.intentNotImplemented,
    `The ${intent} redirect is not implemented on the local platform yet`,
    { intent },
  );
}

export const createBookingsCheckout: OpenCheckout = async (db, caller, request, origin) => {
  const intent = request.bookingsCheckout!;
  const slot = intent.slotAvailability.slot;
  const timezone = intent.timezone ?? slot.timezone ?? 'UTC';
  if (!isTimeZone(timezone))
    throw validationError([timeZoneViolation('bookingsCheckout.timezone')]);
  const start = parseDateBound(
    slot.startDate,
    slot.timezone && isTimeZone(slot.timezone) ? slot.timezone : 'UTC',
  );
  if (!start)
    throw validationError([dateTimeViolation('bookingsCheckout.slotAvailability.slot.startDate')]);
  const callbacks = await readCallbacks(db, caller, request.callbacks);
  const [service] = isUuid(slot.serviceId)
    ? await findServices(db, caller, { ids: [slot.serviceId] })
    : [];
  if (!service)
    throw invalid(AvailabilityErrorCode.serviceNotFound, `Service not found: ${slot.serviceId}`, {
      serviceId: slot.serviceId,
    });
  await requirePremiumForPaid(db, caller.siteId, service);
  const entry = await slotAt(db, service, start, caller.now);
  assertBookable(entry, 1);
  const { startDate, endDate, sessionId } = entry.slot;
  const payload = { serviceId: service.id, startDate, endDate, timezone };
  return startSession(
    db,
    { caller, callbacks, payload: { ...payload, ...(sessionId ? { sessionId } : {}) } },
    'bookings-checkout',
    origin,
  );
};

/** Stores the session (its lifetime starting at `now`) and answers with the hosted page for it. */
export async function startSession(
  db: Db,
  session: NewRedirectSession,
  page: string,
  origin: string,
): Promise<CreateRedirectSessionResponse> {
  const row = await insertRedirectSession(db, session);
  return redirectSessionResponse(row, `${origin}/hosted/${page}/${row.id}`);
}

/** ecomCheckout {checkoutId}: the caller's own open checkout, paid on a premium site only. */
export const createEcomCheckout: OpenCheckout = async (db, caller, request, origin) => {
  const checkoutId = request.ecomCheckout?.checkoutId;
  if (typeof checkoutId !== 'string' || !checkoutId) missingFields(['ecomCheckout.checkoutId']);
  const callbacks = await readCallbacks(db, caller, request.callbacks);
  await requirePremium(db, caller.siteId, 'Checkout with payment needs a premium site');
  await assertOpenCheckoutOf(db, caller, checkoutId);
  const session = {
    caller,
    callbacks,
    intent: 'ecomCheckout',
    payload: { checkoutId },
  } as const;
  return startSession(db, session, 'ecom-checkout', origin);
};

/** Taking payments needs a premium site; the storefront turns this into the upgrade modal. */
async function requirePremiumForPaid(
  db: Db,
  siteId: string,
  service: { rateType: string; priceMinor: number | null },
) {
  const paid = service.rateType !== 'NO_FEE' && (service.priceMinor ?? 0) > 0;
  if (paid) await requirePremium(db, siteId, 'Checkout of a paid service needs a premium site');
}

export async function isPremium(db: Db, siteId: string): Promise<boolean> {
  const [site] = await db
    .select({ premium: sites.premium })
    .from(sites)
    .where(eq(sites.id, siteId));
  return !!site?.premium;
}

export async function requirePremium(db: Db, siteId: string, message: string) {
  if (!(await isPremium(db, siteId)))
    throw forbidden(RedirectErrorCode.premiumRequired, message, { siteId });
}
