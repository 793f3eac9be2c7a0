import type { Db } from '../../db/client';
import type { CheckoutPricing } from '../../modules/checkout/index';
import {
  priceCheckout,
  pricingInputOf,
  saveCheckoutChanges,
  type CheckoutChanges,
  type CheckoutRow,
} from '../../modules/checkout/index';
import { ownerIdentity } from '../../modules/ecom/index';
import { changesOf, type EcomAction, type EcomForm, type EcomFormErrors } from './ecom-form';

/** The checkout after the buyer's form was saved, priced again. */
export interface Applied {
  checkout: CheckoutRow;
  pricing: CheckoutPricing;
  form: EcomForm;
  action: EcomAction;
  errors: EcomFormErrors;
  notice?: string;
}

const sameCode = (a: string | undefined | null, b: string) =>
  !!a && a.toUpperCase() === b.toUpperCase();

/** A coupon is saved only when the engine actually applies it to this checkout. */
async function couponChange(
  db: Db,
  checkout: CheckoutRow,
  code: string,
  now: Date,
): Promise<{ couponCode?: string; error?: string }> {
  if (!code) return { error: 'Enter a coupon code.' };
  const priced = await priceCheckout(db, checkout, now, {
    ...pricingInputOf(checkout),
    couponCode: code,
  });
  if (priced && sameCode(priced.couponCode, code)) return { couponCode: priced.couponCode! };
  return { error: `The coupon ${code} is not valid for this order.` };
}

async function save(db: Db, checkout: CheckoutRow, changes: CheckoutChanges, now: Date) {
  const row = await db.transaction((tx) =>
    // The hosted page acts for the buyer whose checkout it is.
    saveCheckoutChanges(tx, checkout, changes, now, {
      identity: ownerIdentity({ type: checkout.ownerType, id: checkout.ownerId }),
    }),
  );
  return row ?? checkout;
}

export async function applyForm(
  db: Db,
  checkout: CheckoutRow,
  { form, action }: { form: EcomForm; action: EcomAction },
  persist: boolean,
  now: Date,
): Promise<Applied | undefined> {
  const errors: EcomFormErrors = {};
  let notice: string | undefined;
  let row = checkout;
  if (persist) {
    const changes = changesOf(form);
    const draft = { ...checkout, ...changes };
    if (action === 'remove-coupon') {
      changes.couponCode = null;
      form.couponCode = '';
      notice = 'Coupon removed.';
    } else if (action === 'apply-coupon') {
      const result = await couponChange(db, draft, form.couponCode, now);
      if (result.couponCode) {
        changes.couponCode = result.couponCode;
        notice = `Coupon ${result.couponCode} applied.`;
      } else errors.couponCode = result.error!;
    }
    row = await save(db, checkout, changes, now);
  }
  const pricing = await priceCheckout(db, row, now);
  if (!pricing?.lines.length) return undefined;
  form.shippingOption = pricing.selectedShipping?.code ?? form.shippingOption;
  if (!form.couponCode && pricing.couponCode) form.couponCode = pricing.couponCode;
  return { checkout: row, pricing, form, action, errors, ...(notice ? { notice } : {}) };
}
