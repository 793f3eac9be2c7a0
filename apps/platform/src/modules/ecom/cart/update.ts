import type { CartResponse, UpdateCartRequest } from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { StoredMerchantDiscount } from '../../../db/schema/ecom';
import { forbidden, validationError } from '../../../kernel/errors';
import { isAdmin } from '../../../http/auth-context';
import { checkAddress } from '../wire/address';
import { patchCart, type CartPatch, type CartRow } from './cart-store';
import { toStoredCustomLines } from './custom-lines';
import { majorToMinor } from '../pricing/discounts';
import { couponProblem, findCoupon } from '../pricing/coupons';
import { cartSubtotal } from '../subtotal';
import { addResolved, changeCart, resolveLines } from '../service';
import type { Caller } from '../../../kernel/caller';
import { CURRENT, type CartKey } from '../cart-v2/access';

type Input = z.output<typeof UpdateCartRequest>;
type CartInfo = NonNullable<Input['cartInfo']>;

const CART_INFO_FIELDS = [
  'buyerNote',
  'contactInfo',
  'selectedShippingOption',
  'weightUnit',
] as const;
type CartInfoField = (typeof CART_INFO_FIELDS)[number];

/** PATCH: lines are added, cart info is set (per the field mask when given), coupon checked now. */
export function updateCurrentCart(
  db: Db,
  caller: Caller,
  input: Input,
  key: CartKey = CURRENT,
): Promise<CartResponse> {
  checkCartUpdate(caller, input);
  return changeCart(db, caller, (tx, cart) => applyCartUpdate(tx, caller, cart, input), key);
}

/** What is refused before the cart is touched: merchant discounts (owner only), addresses. */
export function checkCartUpdate(caller: Caller, input: Input): void {
  if (input.merchantDiscounts && !isAdmin(caller.identity)) {
    throw forbidden(
      'MERCHANT_DISCOUNTS_NOT_ALLOWED',
      'Only the site owner can set merchant discounts',
    );
  }
  checkAddress(input.cartInfo?.contactInfo?.address, 'cartInfo.contactInfo.address');
}

/** The update on the locked cart (PATCH, and Create Cart's initial fields): the row as written. */
export async function applyCartUpdate(
  tx: Db,
  caller: Caller,
  cart: CartRow,
  input: Input,
): Promise<CartRow> {
  const fields = maskedFields(input);
  const { lines } = await resolveLines(tx, caller.siteId, input.lineItems ?? [], 'lineItems');
  await addResolved(tx, cart, lines);
  const patch: CartPatch = infoPatch(input.cartInfo ?? {}, fields);
  if (input.customLineItems?.length) {
    const added = toStoredCustomLines(input.customLineItems, cart.currency, 'customLineItems');
    patch.customLineItems = [...cart.customLineItems, ...added];
  }
  if (input.merchantDiscounts) {
    patch.merchantDiscounts = input.merchantDiscounts.map((m) => merchantDiscount(m, cart));
  }
  if (input.couponCode)
    patch.couponCode = await checkedCoupon(tx, { ...cart, ...patch }, input.couponCode, caller.now);
  return patchCart(tx, cart, patch);
}

/** Without a mask, the cartInfo fields present; with one, exactly the named fields. */
function maskedFields(input: Input): CartInfoField[] {
  const mask = input.fieldMask;
  if (mask === undefined) {
    return CART_INFO_FIELDS.filter((f) => input.cartInfo?.[f] !== undefined);
  }
  const paths = typeof mask === 'string' ? mask.split(',') : mask.paths;
  return paths.map((raw, i) => {
    const path = raw.trim().replace(/^cartInfo\./, '');
    const field = CART_INFO_FIELDS.find((f) => path === f || path.startsWith(`${f}.`));
    if (!field) {
      throw validationError([
        {
          field: `fieldMask.paths.${i}`,
          description: `must name one of: ${CART_INFO_FIELDS.join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
        },
      ]);
    }
    return field;
  });
}

function infoPatch(info: CartInfo, fields: CartInfoField[]): CartPatch {
  const patch: CartPatch = {};
  for (const field of fields) {
    if (field === 'buyerNote') patch.buyerNote = info.buyerNote || null;
    if (field === 'contactInfo') patch.contactAddress = info.contactInfo?.address ?? null;
    if (field === 'selectedShippingOption')
      patch.selectedShippingOption = info.selectedShippingOption ?? null;
    if (field === 'weightUnit') patch.weightUnit = info.weightUnit ?? 'KG';
  }
  return patch;
}

function merchantDiscount(
  m: NonNullable<Input['merchantDiscounts']>[number],
  cart: CartRow,
): StoredMerchantDiscount {
  if ('percentage' in m) return { amountMinor: 0, percentage: m.percentage };
  return { amountMinor: majorToMinor(m.amount.amount, cart.currency) };
}

/** The coupon must apply now, to the cart as it will be; stored in its canonical spelling. */
async function checkedCoupon(tx: Db, cart: CartRow, code: string, now: Date): Promise<string> {
  const coupon = await findCoupon(tx, cart.siteId, code);
  const problem = couponProblem(coupon, code, await cartSubtotal(tx, cart), now);
  if (problem) throw problem;
  return coupon?.code ?? code;
}
