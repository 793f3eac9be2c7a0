import type {
  AppliedDiscount,
  CarrierOption,
  EcomAddress,
  EstimateTotalsResponse,
  PriceSummary,
} from '@headless/contract';
import type { AppliedEntry, Computation } from './compute';
import { lineTotal, type EngineLine } from './discounts';
import { percentOf } from './percent';
import type { ShippingRuleRow } from './shipping';
import { multiCurrencyPrice } from '../wire/price-wire';

type R = EstimateTotalsResponse;

export interface EstimateParts {
  priceSummary: PriceSummary;
  calculatedLineItems: R['calculatedLineItems'];
  appliedDiscounts: AppliedDiscount[];
  shippingInfo: R['shippingInfo'];
  taxSummary: R['taxSummary'];
  calculationErrors: R['calculationErrors'];
  membershipOptions: R['membershipOptions'];
  payNow: PriceSummary;
  payLater: PriceSummary;
}

export function estimateParts(
  currency: string,
  lines: EngineLine[],
  c: Computation,
  couponError?: { code: string; message: string },
  stockErrors: { code: string; message: string; field: string }[] = [],
): EstimateParts {
  const money = (minor: number) => multiCurrencyPrice(minor, currency);
  const summary = (t: Computation['totals']): PriceSummary => ({
    subtotal: money(t.subtotal),
    shipping: money(t.shipping),
    tax: money(t.tax),
    discount: money(t.discount),
    total: money(t.total),
    additionalFees: money(0),
  });
  const priceSummary = summary(c.totals);
  const zero = { subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 };
  return {
    priceSummary,
    calculatedLineItems: lines.map((l, i) => {
      const net = lineTotal(l) - (c.lineDiscounts[i] ?? 0);
      const tax = c.lineTaxes[i] ?? 0;
      return {
        lineItemId: l.id,
        pricesBreakdown: {
          totalPriceBeforeTax: money(net),
          totalPriceAfterTax: money(net + tax),
          totalDiscount: money(c.lineDiscounts[i] ?? 0),
          tax: money(tax),
          price: money(l.unitMinor),
        },
        taxRate: c.tax.rate,
      };
    }),
    appliedDiscounts: c.applied.map((a) => appliedToWire(a, lines.length, money)),
    shippingInfo: shippingToWire(c, money),
    taxSummary: {
      taxableAmount: money(c.taxable),
      totalTax: money(c.totals.tax),
      calculationDetails: {
        rateType: c.tax.rateType,
        rate: c.tax.rate,
        ...(c.tax.region ? { region: c.tax.region } : {}),
      },
    },
    calculationErrors: {
      ...(c.shippingError ? { generalShippingCalculationError: c.shippingError } : {}),
      ...(c.tax.error
        ? {
            taxCalculationError: { code: c.tax.error, message: 'No automatic rate for the region' },
          }
        : {}),
      ...(couponError ? { couponCalculationError: couponError } : {}),
      orderValidationErrors: stockErrors,
    },
    membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
    payNow: priceSummary,
    payLater: summary(zero),
  };
}

type Money = (minor: number) => ReturnType<typeof multiCurrencyPrice>;

function appliedToWire(a: AppliedEntry, lineCount: number, money: Money): AppliedDiscount {
  const discountType = a.lineIds.length === lineCount ? 'GLOBAL' : 'SPECIFIC_ITEMS';
  const base = { discountType, lineItemIds: a.lineIds } as const;
  if (a.kind === 'COUPON')
    return {
      ...base,
      coupon: { id: a.id, code: a.code ?? '', name: a.name, amount: money(a.amount) },
    };
  if (a.kind === 'RULE')
    return {
      ...base,
      discountRule: { id: a.id, name: { original: a.name }, amount: money(a.amount) },
    };
  const percentage = a.percentage !== undefined ? { percentage: a.percentage } : {};
  return { ...base, merchantDiscount: { amount: money(a.amount), ...percentage } };
}

function shippingToWire(c: Computation, money: Money): R['shippingInfo'] {
  const options = c.options.map((o) => optionToWire(o, c.tax.rate, money));
  const selected = c.selected ? options.find((o) => o.code === c.selected?.code) : undefined;
  const carriers = [...new Set(options.map((o) => o.carrierId))];
  return {
    ...(selected ? { selectedCarrierServiceOption: selected } : {}),
    carrierServiceOptions: carriers.map((carrierId) => ({
      carrierId,
      shippingOptions: options.filter((o) => o.carrierId === carrierId),
    })),
  };
}

function optionToWire(rule: ShippingRuleRow, taxRate: string, money: Money): CarrierOption {
  const slots = rule.deliverySlots;
  const pickup = rule.kind === 'PICKUP' && rule.pickupAddress;
  return {
    code: rule.code,
    title: rule.title,
    carrierId: rule.carrierId,
    logistics: {
      ...(rule.estimatedDeliveryTime ? { deliveryTime: rule.estimatedDeliveryTime } : {}),
      ...(slots[0] ? { deliveryTimeSlot: slots[0] } : {}),
      deliveryTimeSlots: slots,
      ...(pickup
        ? {
            pickupDetails: {
              address: rule.pickupAddress as EcomAddress,
              pickupMethod: 'STORE_PICKUP',
            },
          }
        : {}),
      ...(rule.pickupInstructions ? { instructions: rule.pickupInstructions } : {}),
    },
    cost: {
      price: money(rule.costMinor),
      totalPriceAfterTax: money(rule.costMinor + percentOf(rule.costMinor, taxRate)),
    },
  };
}
