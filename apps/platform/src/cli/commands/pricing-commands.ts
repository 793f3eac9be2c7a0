import { command, lazy, type CommandSpec, type OptionName } from '../types';

const discounts = () => import('./discounts');
const coupons = () => import('./coupons');
const shipping = () => import('./shipping');
const tax = () => import('./tax');

// The flags of the create commands (each also takes --site).
const DISCOUNT_FLAGS: readonly OptionName[] = ['name', 'type', 'value', 'product', 'from', 'to'];
const COUPON_FLAGS: readonly OptionName[] = [
  ...['code', 'name', 'type', 'value', 'from', 'to'],
  ...['min-subtotal', 'usage-limit'],
] as const;
const SHIPPING_FLAGS: readonly OptionName[] = [
  ...['code', 'title', 'carrier', 'cost', 'kind', 'country', 'condition', 'priority'],
  ...['delivery-time', 'slots', 'pickup-address'],
] as const;

/** The cart pricing commands, in the shape of run.ts's command table. */
export const pricingCommands: Record<string, CommandSpec> = {
  'discounts list': command(lazy(discounts, 'discountsList'), ['site']),
  'discounts create': command(lazy(discounts, 'discountsCreate'), ['site', ...DISCOUNT_FLAGS]),
  'discounts delete': command(lazy(discounts, 'discountsDelete'), ['site'], 1),
  'coupons list': command(lazy(coupons, 'couponsList'), ['site']),
  'coupons create': command(lazy(coupons, 'couponsCreate'), ['site', ...COUPON_FLAGS]),
  'coupons delete': command(lazy(coupons, 'couponsDelete'), ['site'], 1),
  'shipping list': command(lazy(shipping, 'shippingList'), ['site']),
  'shipping create': command(lazy(shipping, 'shippingCreate'), ['site', ...SHIPPING_FLAGS]),
  'shipping delete': command(lazy(shipping, 'shippingDelete'), ['site'], 1),
  'tax list': command(lazy(tax, 'taxList'), ['site']),
  'tax set': command(lazy(tax, 'taxSet'), ['site', 'country', 'subdivision', 'rate-type', 'rate']),
  'tax delete': command(lazy(tax, 'taxDelete'), ['site', 'country', 'subdivision']),
};

const PRICING_FLAGS = [
  'code',
  'type',
  'value',
  'product',
  'from',
  'to',
  'min-subtotal',
  'usage-limit',
  'title',
  'carrier',
  'cost',
  'kind',
  'country',
  'condition',
  'priority',
  'delivery-time',
  'slots',
  'pickup-address',
  'subdivision',
  'rate-type',
  'rate',
] as const;

/** For parseArgs: every pricing flag takes a string. */
export const pricingFlagOptions = Object.fromEntries(
  PRICING_FLAGS.map((flag) => [flag, { type: 'string' as const }]),
) as Record<(typeof PRICING_FLAGS)[number], { type: 'string' }>;
