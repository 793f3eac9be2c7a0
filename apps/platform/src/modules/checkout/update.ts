import {
  CheckoutErrorCode,
  CouponErrorCode,
  type GetCheckoutResponse,
  type UpdateEcomCheckoutRequest,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { invalid, precondition, validationError, type DomainError } from '../../kernel/errors';
import { couponProblem, findCoupon } from '../ecom';
import type { CheckoutPricing } from './pricing';
import { saveCheckoutChanges } from './save';
import {
  assertReadable,
  assertShippingOption,
  checkoutNotFound,
  priceCheckout,
  pricingInputOf,
  viewOf,
} from './service';
import { findCheckout, type CheckoutChanges, type CheckoutRow } from './store';
import { checkoutToWire } from './to-wire';

type Input = z.output<typeof UpdateEcomCheckoutRequest>;

/** What this checkout cannot hold: its lines are its cart's, and no gift cards are sold here. */
function assertHeld(input: Input): void {
  const refused = [
    input.lineItems?.length ? ['lineItems', 'come from the cart: add them to the cart'] : [],
    input.customLineItems?.length
      ? ['customLineItems', 'come from the cart: add them to the cart']
      : [],
    input.giftCardCode ? ['giftCardCode', 'is not supported: gift cards are not sold here'] : [],
    input.overrideCheckoutUrl ? ['overrideCheckoutUrl', 'is not supported here'] : [],
  ].filter((r) => r.length) as [string, string][];
  if (refused.length)
    throw validationError(
      refused.map(([field, description]) => ({ field, description, violatedRule: 'VALIDATION' })),
    );
}

/** The row's fields the request sets; the rest keep their value. */
function changesOf(row: CheckoutRow, input: Input): CheckoutChanges {
  const { buyerInfo, billingInfo, shippingInfo, buyerNote } = input.checkout;
  const destination = shippingInfo?.shippingDestination;
  const option = shippingInfo?.selectedCarrierServiceOption;
  return {
    ...(buyerInfo?.email ? { email: buyerInfo.email } : {}),
    ...(billingInfo ? { billingInfo: { ...row.billingInfo, ...billingInfo } } : {}),
    ...(destination ? { shippingInfo: { ...row.shippingInfo, ...destination } } : {}),
    ...(option ? { selectedShippingOption: { code: option.code } } : {}),
    ...(buyerNote !== undefined ? { buyerNote } : {}),
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
  };
}

/** A new coupon is kept only when the engine applies it; otherwise the store's reason why not. */
async function assertCouponApplies(
  db: Db,
  siteId: string,
  code: string,
  p: CheckoutPricing,
  now: Date,
) {
  if (p.couponCode?.toUpperCase() === code.toUpperCase()) return;
  const problem = couponProblem(await findCoupon(db, siteId, code), code, p.totals.subtotal, now);
  throw (
    problem ??
    invalid(CouponErrorCode.notApplicable, `Coupon ${code} does not apply to this checkout`, {
      code,
    })
  );
}

const alreadyCompleted = (checkoutId: string) =>
  precondition(CheckoutErrorCode.checkoutCompleted, 'This checkout is already completed', {
    checkoutId,
  });

/**
 * The caller's open checkout, locked for the transaction (the buyer's, or any for the owner).
 * A completed one is refused with `completed`: each call names it as its reference does.
 */
export async function openCheckoutOf(
  tx: Db,
  caller: Caller,
  checkoutId: string,
  completed: (checkoutId: string) => DomainError = alreadyCompleted,
): Promise<CheckoutRow> {
  const row = await findCheckout(tx, caller.siteId, checkoutId, true);
  if (!row) throw checkoutNotFound(checkoutId);
  assertReadable(caller, row);
  if (row.completedAt) throw completed(checkoutId);
  return row;
}

/** PATCH /ecom/v1/checkouts/{id}: the buyer (or the site owner) changes an open checkout. */
export async function updateCheckoutOf(
  db: Db,
  caller: Caller,
  checkoutId: string,
  input: Input,
): Promise<GetCheckoutResponse> {
  assertHeld(input);
  const { now } = caller;
  return db.transaction(async (tx) => {
    const row = await openCheckoutOf(tx, caller, checkoutId);
    const changes = changesOf(row, input);
    if (!Object.keys(changes).length)
      throw validationError([
        { field: 'checkout', description: 'has nothing to update', violatedRule: 'VALIDATION' },
      ]);
    const draft = { ...row, ...changes };
    const pricing = await priceCheckout(tx, draft, now, pricingInputOf(draft));
    if (pricing) {
      assertShippingOption(
        pricing,
        changes.selectedShippingOption?.code,
        'checkout.shippingInfo.selectedCarrierServiceOption.code',
      );
      if (changes.couponCode)
        await assertCouponApplies(tx, row.siteId, changes.couponCode, pricing, now);
    }
    const canonical =
      changes.couponCode && pricing?.couponCode ? { couponCode: pricing.couponCode } : {};
    const saved = await saveCheckoutChanges(tx, row, { ...changes, ...canonical }, now, { caller });
    if (!saved) throw checkoutNotFound(checkoutId);
    return { checkout: checkoutToWire(saved, await viewOf(tx, saved, now)) };
  });
}
