import type { EcomAddress, SelectedShippingOption } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { StoredCustomLine } from '../../../db/schema/ecom';
import { findCart, type CartRow } from '../cart/cart-store';
import { cartNotFound, loadPricedLines } from '../cart/cart-lines';
import type { CartOwner } from '../owner';
import { linePriceMinor, type PricedLine } from '../wire/to-wire';
import { computeTotals, type Computation } from './compute';
import { lineTotal, type EngineLine } from './discounts';
import { estimateParts, type EstimateParts } from './estimate-wire';
import { couponProblem, findCoupon, type CouponRow } from './coupons';
import { loadSiteRules } from './rules-store';
import { variantInStock } from '../../stores';

export interface PriceCartOptions {
  shippingAddress?: EcomAddress;
  billingAddress?: EcomAddress;
  /** Default: the cart's selected option, else the cheapest available. */
  selectedShippingOption?: SelectedShippingOption;
  calculateTax?: boolean;
  calculateShipping?: boolean;
  /** Undefined: the cart's coupon; null: none. */
  couponCode?: string | null;
  /** The request's clock: coupons and discounts apply by their activity windows at this time. */
  now: Date;
  /** The cart's lines, already read with it (`findPricedCart`): saves reading them again. */
  lines?: PricedLine[];
  /**
   * Price the lines alone, without the site's discount, shipping and tax rules (three reads): for a
   * rendering that shows only the lines and the subtotal before discounts (Cart V2's cart).
   */
  withoutRules?: boolean;
}

const NO_RULES = { discountRules: [], shippingRules: [], taxRegions: [] };

export interface PricedCart extends EstimateParts {
  cart: CartRow;
  lines: PricedLine[];
  customLines: StoredCustomLine[];
  currency: string;
  weightUnit: 'KG' | 'LB';
  /** Integer minor units: what the checkout and the order charge. */
  totals: Computation['totals'];
  computation: Computation;
}

/** The one pricing engine: estimate-totals, checkout and orders all price through it. */
export async function priceCart(
  db: Db,
  owner: CartOwner,
  options: PriceCartOptions,
): Promise<PricedCart> {
  const cart = await findCart(db, owner);
  if (!cart) throw cartNotFound();
  return priceCartRow(db, cart, options);
}

export async function priceCartRow(
  db: Db,
  cart: CartRow,
  options: PriceCartOptions,
): Promise<PricedCart> {
  const { now } = options;
  const lines = options.lines ?? (await loadPricedLines(db, cart));
  const customLines = cart.customLineItems;
  const engineLines = [...lines.map(catalogEngineLine), ...customLines.map(customEngineLine)];
  const rules = options.withoutRules ? NO_RULES : await loadSiteRules(db, cart.siteId);
  const subtotal = engineLines.reduce((s, l) => s + lineTotal(l), 0);
  const coupon = await usableCoupon(db, cart, options.couponCode, subtotal, now);
  const address = options.shippingAddress ?? cart.contactAddress ?? options.billingAddress;
  const computation = computeTotals({
    lines: engineLines,
    currency: cart.currency,
    ...rules,
    ...(coupon.row ? { coupon: coupon.row } : {}),
    merchantDiscounts: cart.merchantDiscounts,
    ...(address ? { address } : {}),
    selectedShippingCode: (options.selectedShippingOption ?? cart.selectedShippingOption)?.code,
    calculateTax: options.calculateTax ?? true,
    calculateShipping: options.calculateShipping ?? true,
    now,
  });
  const parts = estimateParts(
    cart.currency,
    engineLines,
    computation,
    coupon.error,
    stockErrors(lines),
  );
  return {
    cart,
    lines,
    customLines,
    currency: cart.currency,
    weightUnit: cart.weightUnit,
    totals: computation.totals,
    computation,
    ...parts,
  };
}

/** A stored coupon that stopped applying (expired, used up) is reported, not thrown. */
async function usableCoupon(
  db: Db,
  cart: CartRow,
  override: string | null | undefined,
  subtotal: number,
  now: Date,
): Promise<{ row?: CouponRow; error?: { code: string; message: string } }> {
  const code = override === undefined ? cart.couponCode : override;
  if (!code) return {};
  const row = await findCoupon(db, cart.siteId, code);
  const problem = couponProblem(row, code, subtotal, now);
  if (problem) return { error: { code: problem.code, message: problem.description } };
  return row ? { row } : {};
}

function catalogEngineLine(priced: PricedLine): EngineLine {
  const { line, item, variant } = priced;
  return {
    id: line.id,
    catalogItemId: line.catalogItemId,
    unitMinor: linePriceMinor(priced),
    quantity: line.quantity,
    weight: variant.weight ?? item.product.weight ?? 0,
    shippable: item.product.productType === 'physical',
  };
}

function customEngineLine(custom: StoredCustomLine): EngineLine {
  return {
    id: custom.id,
    unitMinor: custom.priceMinor,
    quantity: custom.quantity,
    weight: custom.weight ?? 0,
    shippable: custom.itemType === 'PHYSICAL',
  };
}

/** Lines checkout could not fill as they stand; checkout refuses to place such an order. */
function stockErrors(lines: PricedLine[]) {
  return lines.flatMap(({ line, item, variant }) => {
    const name = item.product.name;
    const field = `lineItems.${line.id}`;
    if (!variantInStock(item.product, variant))
      return [{ code: 'ITEM_OUT_OF_STOCK', message: `${name} is out of stock`, field }];
    const available = variant.quantity ?? 0;
    if (item.product.trackInventory && available < line.quantity)
      return [{ code: 'INSUFFICIENT_STOCK', message: `Only ${available} of ${name} left`, field }];
    return [];
  });
}
