import type { PaymentInput } from '@headless/contract';
import type { ServiceDetails } from '../../../db/schema/bookings';
import { validationError } from '../../../kernel/errors';
import { toMinor } from '../../../kernel/money';
import { isUuid } from '../../../kernel/ids';
import type { ServiceValues } from './service-values';

/** Money arrives as decimal strings and is kept in minor units (design.md). */
export function paymentValues(
  p: PaymentInput,
  details: ServiceDetails,
  baseCurrency = 'USD',
  prefix = 'service.',
): ServiceValues {
  const price =
    p.rateType === 'FIXED'
      ? p.fixed?.price
      : p.rateType === 'VARIED'
        ? p.varied?.defaultPrice
        : undefined;
  if ((p.rateType === 'FIXED' || p.rateType === 'VARIED') && !price) {
    const field =
      prefix + (p.rateType === 'FIXED' ? 'payment.fixed.price' : 'payment.varied.defaultPrice');
    throw validationError([
      {
        field,
        description: `is required for rate type ${p.rateType}`,
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  }
  const currency = price?.currency ?? baseCurrency;
  const minor = (value: string | undefined, field: string) => {
    if (value === undefined) return undefined;
    const m = toMinor(value, currency);
    if (m === undefined)
      throw validationError([
        {
          field: prefix + field,
          description: `has more decimals than ${currency} allows`,
          violatedRule: 'DECIMAL_MAX_SCALE',
        },
      ]);
    return m;
  };
  details.paymentExtra = {
    depositMinor: minor(p.fixed?.deposit?.value, 'payment.fixed.deposit.value'),
    minPriceMinor: minor(p.varied?.minPrice?.value, 'payment.varied.minPrice.value'),
    maxPriceMinor: minor(p.varied?.maxPrice?.value, 'payment.varied.maxPrice.value'),
    fullUpfrontPaymentAllowed: p.fixed?.fullUpfrontPaymentAllowed,
  };
  if (p.custom) details.customPriceDescription = p.custom.description;
  if (p.options) {
    const current = details.paymentOptions ?? {
      online: p.rateType !== 'NO_FEE',
      inPerson: true,
      deposit: false,
      pricingPlan: false,
    };
    details.paymentOptions = { ...current, ...p.options };
  }
  return {
    rateType: p.rateType,
    priceMinor: minor(price?.value, 'payment.price.value') ?? null,
    currency,
    ...(p.pricingPlanIds ? { pricingPlanIds: p.pricingPlanIds.filter(isUuid) } : {}),
  };
}
