import type { CommandContext } from '../types';
import { couponsCreate, couponsDelete, couponsList } from './coupons';
import { discountsCreate, discountsDelete, discountsList } from './discounts';
import { shippingCreate, shippingDelete, shippingList } from './shipping';
import { taxDelete, taxList, taxSet } from './tax';

type OptionName = keyof CommandContext['options'];

/** The cart pricing commands, in the shape of run.ts's command table. */
export const pricingCommands: Record<
  string,
  { run: (ctx: CommandContext) => Promise<void>; options: readonly OptionName[]; args: number }
> = {
  'discounts list': { run: discountsList, options: ['site'], args: 0 },
  'discounts create': {
    run: discountsCreate,
    options: ['site', 'name', 'type', 'value', 'product', 'from', 'to'],
    args: 0,
  },
  'discounts delete': { run: discountsDelete, options: ['site'], args: 1 },
  'coupons list': { run: couponsList, options: ['site'], args: 0 },
  'coupons create': {
    run: couponsCreate,
    options: ['site', 'code', 'name', 'type', 'value', 'from', 'to', 'min-subtotal', 'usage-limit'],
    args: 0,
  },
  'coupons delete': { run: couponsDelete, options: ['site'], args: 1 },
  'shipping list': { run: shippingList, options: ['site'], args: 0 },
  'shipping create': {
    run: shippingCreate,
    options: [
      ...['site', 'code', 'title', 'carrier', 'cost', 'kind', 'country', 'condition'],
      ...['priority', 'delivery-time', 'slots', 'pickup-address'],
    ] as OptionName[],
    args: 0,
  },
  'shipping delete': { run: shippingDelete, options: ['site'], args: 1 },
  'tax list': { run: taxList, options: ['site'], args: 0 },
  'tax set': {
    run: taxSet,
    options: ['site', 'country', 'subdivision', 'rate-type', 'rate'],
    args: 0,
  },
  'tax delete': { run: taxDelete, options: ['site', 'country', 'subdivision'], args: 0 },
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
