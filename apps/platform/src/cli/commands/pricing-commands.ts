import { lazy, type CommandContext } from '../types';

type OptionName = keyof CommandContext['options'];

/** The cart pricing commands, in the shape of run.ts's command table. */
export const pricingCommands: Record<
  string,
  { run: (ctx: CommandContext) => Promise<void>; options: readonly OptionName[]; args: number }
> = {
  'discounts list': {
    run: lazy(() => import('./discounts'), 'discountsList'),
    options: ['site'],
    args: 0,
  },
  'discounts create': {
    run: lazy(() => import('./discounts'), 'discountsCreate'),
    options: ['site', 'name', 'type', 'value', 'product', 'from', 'to'],
    args: 0,
  },
  'discounts delete': {
    run: lazy(() => import('./discounts'), 'discountsDelete'),
    options: ['site'],
    args: 1,
  },
  'coupons list': {
    run: lazy(() => import('./coupons'), 'couponsList'),
    options: ['site'],
    args: 0,
  },
  'coupons create': {
    run: lazy(() => import('./coupons'), 'couponsCreate'),
    options: ['site', 'code', 'name', 'type', 'value', 'from', 'to', 'min-subtotal', 'usage-limit'],
    args: 0,
  },
  'coupons delete': {
    run: lazy(() => import('./coupons'), 'couponsDelete'),
    options: ['site'],
    args: 1,
  },
  'shipping list': {
    run: lazy(() => import('./shipping'), 'shippingList'),
    options: ['site'],
    args: 0,
  },
  'shipping create': {
    run: lazy(() => import('./shipping'), 'shippingCreate'),
    options: [
      ...['site', 'code', 'title', 'carrier', 'cost', 'kind', 'country', 'condition'],
      ...['priority', 'delivery-time', 'slots', 'pickup-address'],
    ] as OptionName[],
    args: 0,
  },
  'shipping delete': {
    run: lazy(() => import('./shipping'), 'shippingDelete'),
    options: ['site'],
    args: 1,
  },
  'tax list': { run: lazy(() => import('./tax'), 'taxList'), options: ['site'], args: 0 },
  'tax set': {
    run: lazy(() => import('./tax'), 'taxSet'),
    options: ['site', 'country', 'subdivision', 'rate-type', 'rate'],
    args: 0,
  },
  'tax delete': {
    run: lazy(() => import('./tax'), 'taxDelete'),
    options: ['site', 'country', 'subdivision'],
    args: 0,
  },
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
