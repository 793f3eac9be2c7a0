import {
  CartV2ErrorCode,
  STORES_CATALOG_APP_IDS,
  type CalculateTotalsRequest,
  type CalculateTotalsResponse,
  type CatalogReference,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Synced } from '../../cache/site-cache';
import type { Db } from '../../db/client';
import type { StoredCustomLine } from '../../db/schema/ecom';
import type { Caller } from '../../kernel/caller';
import { currencyExponent, toMinor } from '../../kernel/money';
import { validationError } from '../../kernel/errors';
import type { CartRow } from './cart/cart-store';
import { resolveItem } from './cart/resolve-item';
import { couponCodeById } from './pricing/coupon-by-id';
import { priceCartRow } from './pricing/price-cart';
import { multiCurrencyPrice } from './wire/price-wire';
import { checkAddress } from './wire/address';
import type { PricedLine } from './wire/to-wire';

type Input = z.output<typeof CalculateTotalsRequest>;
type Line = Input['lineItems'][number];

/** A site whose lines name no catalog item prices them in the cart's default currency. */
const DEFAULT_CURRENCY = 'USD';

/**
 * Totals of lines that live in no cart (the Totals Calculator), by the one pricing engine: the
 * lines become an unsaved cart that `priceCartRow` prices with the site's discount rules, the
 * coupon, shipping and tax, exactly as an estimate of a cart holding them would. A Wix Stores line
 * is resolved and priced from the site's catalog (its version's reference rules, the cart's
 * errors for an unknown item); any other line is priced as sent, as a custom line is.
 */
export async function calculateTotals(
  db: Db,
  caller: Caller,
  input: Input,
  synced?: Synced,
): Promise<CalculateTotalsResponse> {
  const { siteId, now } = caller;
  checkAddress(input.shippingAddress, 'shippingAddress');
  checkAddress(input.billingAddress, 'billingAddress');
  const catalogLines: PricedLine[] = [];
  const sentLines: { line: Line; index: number }[] = [];
  for (const [index, line] of input.lineItems.entries()) {
    const ref = line.catalogReference;
    if (ref && STORES_CATALOG_APP_IDS.includes(ref.appId))
      catalogLines.push(await catalogLine(db, siteId, { ...line, ref }, index, synced));
    else sentLines.push({ line, index });
  }
  const currency = catalogLines[0]?.item.product.currency ?? DEFAULT_CURRENCY;
  const customLineItems = sentLines.map(({ line, index }) => sentLine(line, index, currency));
  const coupon: { code?: string; error?: { code: string; message: string } } = await couponCodeOf(
    db,
    siteId,
    input,
  );
  const priced = await priceCartRow(db, unsavedCart(siteId, currency, customLineItems, now), {
    lines: catalogLines,
    couponCode: coupon.code ?? null,
    ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
    ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
    ...(input.selectedShippingOption
      ? { selectedShippingOption: input.selectedShippingOption }
      : {}),
    now,
  });
  const { cart: _c, lines: _l, customLines: _x, totals, computation: _k, ...parts } = priced;
  const total = multiCurrencyPrice(totals.total, currency);
  const order = new Map(input.lineItems.map((l, i) => [l.id, i]));
  const position = (id: string) => order.get(id) ?? 0;
  return {
    ...parts,
    calculatedLineItems: parts.calculatedLineItems
      .map((l) => ({ ...l, paymentOption: 'FULL_PAYMENT_ONLINE' as const }))
      .sort((a, b) => position(a.lineItemId) - position(b.lineItemId)),
    calculationErrors: {
      ...parts.calculationErrors,
      ...(coupon.error ? { couponCalculationError: coupon.error } : {}),
      ...(input.giftCardCode ? { giftCardCalculationError: noGiftCard(input.giftCardCode) } : {}),
    },
    conversionCurrency: currency,
    taxIncludedInPrice: false,
    additionalFees: [],
    payNowTotalAfterGiftCard: total,
    totalAfterGiftCard: total,
  };
}

/** The cart's resolution of a catalog reference; the line keeps the id the caller gave it. */
async function catalogLine(
  db: Db,
  siteId: string,
  line: Line & { ref: CatalogReference },
  index: number,
  synced?: Synced,
): Promise<PricedLine> {
  const at = `lineItems.${index}.catalogReference`;
  const item = await resolveItem(db, siteId, line.ref, at, synced);
  const { variant, appId, referenceOptions, optionsKey, ...product } = item;
  const never = new Date(0);
  return {
    item: product,
    variant,
    line: {
      id: line.id,
      siteId,
      cartId: line.id,
      catalog: 'stores',
      appId,
      catalogItemId: item.product.id,
      variantId: variant.id,
      options: referenceOptions,
      optionsKey,
      quantity: line.quantity,
      position: index,
      createdAt: never,
      updatedAt: never,
    },
  };
}

/** A line priced as sent: its price must fit the currency exactly, as a custom line's. */
function sentLine(line: Line, index: number, currency: string): StoredCustomLine {
  const priceMinor = toMinor(line.price, currency);
  if (priceMinor === undefined)
    throw validationError([
      {
        field: `lineItems.${index}.price`,
        description: `must have at most ${currencyExponent(currency)} decimals in ${currency}`,
        violatedRule: 'VALIDATION',
      },
    ]);
  const physical = line.physicalProperties;
  const preset = line.itemType?.preset;
  // The engine ships PHYSICAL lines only: `shippable: false` wins over a PHYSICAL preset.
  const shippable = physical?.shippable ?? preset === 'PHYSICAL';
  const unshipped = preset && preset !== 'PHYSICAL' ? preset : 'DIGITAL';
  return {
    id: line.id,
    productName: line.productName ?? '',
    priceMinor,
    quantity: line.quantity,
    itemType: shippable ? 'PHYSICAL' : unshipped,
    ...(physical?.weight != null ? { weight: physical.weight } : {}),
  };
}

/** The cart the engine prices: never written, nobody's, holding only the request's lines. */
function unsavedCart(
  siteId: string,
  currency: string,
  customLineItems: StoredCustomLine[],
  now: Date,
): CartRow {
  return {
    id: randomUUID(),
    siteId,
    ownerType: 'APP',
    ownerId: '',
    currency,
    buyerNote: null,
    couponCode: null,
    merchantDiscounts: [],
    customLineItems,
    contactAddress: null,
    selectedShippingOption: null,
    weightUnit: 'KG',
    orderPlaced: false,
    orderId: null,
    buyerType: null,
    buyerId: null,
    revision: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** The coupon by code as sent, or by id (the other half of the request's `oneof`). */
async function couponCodeOf(db: Db, siteId: string, input: Input) {
  if (input.couponCode) return { code: input.couponCode };
  return input.couponId ? couponCodeById(db, siteId, input.couponId) : {};
}

/** A site here sells no gift cards (as Cart V2 answers a gift card): reported, not thrown. */
const noGiftCard = (code: string) => ({
  code: CartV2ErrorCode.invalidGiftCardCode,
  message: `This site has no gift card with the code ${code}`,
});
