import type { FieldViolation, PricingMethod, TicketDefinitionInput } from '@headless/contract';
import { validationError } from '../../../kernel/errors';
import { toMinor } from '../../../kernel/money';
import type { DefinitionRow } from '../rules';

type Pricing = Pick<DefinitionRow, 'pricingType' | 'priceMinor' | 'minPriceMinor'>;

function amount(
  m: { value: string; currency: string } | undefined,
  currency: string,
  field: string,
  out: FieldViolation[],
) {
  if (!m) return undefined;
  if (m.currency !== currency)
    out.push({
      field: `${field}.currency`,
      description: `must be the event's currency ${currency}`,
      violatedRule: 'VALIDATION',
    });
  const minor = toMinor(m.value, currency);
  if (minor === undefined || minor < 0) {
    out.push({
      field: `${field}.value`,
      description: 'must be a non-negative decimal amount',
      violatedRule: 'FORMAT',
      ruleName: 'DECIMAL',
    });
    return 0;
  }
  return minor;
}

/** Exactly one of a fixed price, a donation (guest price and/or minimum) or free. */
export function pricingOf(p: PricingMethod, currency: string, out: FieldViolation[]): Pricing {
  const field = 'ticketDefinition.pricingMethod';
  const fixed = amount(p.fixedPrice, currency, `${field}.fixedPrice`, out);
  const guest = amount(p.guestPrice, currency, `${field}.guestPrice`, out);
  const min = amount(p.minPrice, currency, `${field}.minPrice`, out);
  const kinds = [
    fixed !== undefined,
    guest !== undefined || min !== undefined,
    p.free === true,
  ].filter(Boolean);
  if (kinds.length !== 1) {
    out.push({
      field,
      description: 'needs exactly one of fixedPrice, guestPrice/minPrice or free',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
    return { pricingType: 'STANDARD', priceMinor: 0, minPriceMinor: null };
  }
  if (p.free) return { pricingType: 'STANDARD', priceMinor: 0, minPriceMinor: null };
  if (fixed !== undefined)
    return { pricingType: 'STANDARD', priceMinor: fixed, minPriceMinor: null };
  return {
    pricingType: 'DONATION',
    priceMinor: Math.max(guest ?? 0, min ?? 0),
    minPriceMinor: min ?? 0,
  };
}

type Input = Partial<Omit<TicketDefinitionInput, 'eventId'>>;

function saleOf(
  input: Input,
  base: Pick<DefinitionRow, 'saleStart' | 'saleEnd' | 'hideNotOnSale'>,
  out: FieldViolation[],
) {
  if (!input.salePeriod) return {};
  const field = 'ticketDefinition.salePeriod';
  const date = (v: string | undefined, name: string) => {
    if (v === undefined) return null;
    const at = new Date(v);
    if (Number.isNaN(at.getTime()))
      out.push({
        field: `${field}.${name}`,
        description: 'must be a date',
        violatedRule: 'FORMAT',
      });
    return at;
  };
  const saleStart = date(input.salePeriod.startDate, 'startDate');
  const saleEnd = date(input.salePeriod.endDate, 'endDate');
  if (saleStart && saleEnd && saleEnd <= saleStart)
    out.push({
      field: `${field}.endDate`,
      description: 'must be after the start date',
      violatedRule: 'VALIDATION',
    });
  const shown = input.salePeriod.displayNotOnSale;
  return { saleStart, saleEnd, hideNotOnSale: shown === undefined ? base.hideNotOnSale : !shown };
}

/** The columns an input sets (only those given), checked; throws one validation error. */
export function columnsOf(
  input: Input,
  currency: string,
  base: Pick<DefinitionRow, 'saleStart' | 'saleEnd' | 'hideNotOnSale'>,
) {
  const out: FieldViolation[] = [];
  const pricing = input.pricingMethod ? pricingOf(input.pricingMethod, currency, out) : {};
  const columns = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.policyText !== undefined ? { policy: input.policyText } : {}),
    ...pricing,
    ...(input.feeType !== undefined ? { feeType: input.feeType } : {}),
    ...(input.limitPerCheckout !== undefined ? { limitPerCheckout: input.limitPerCheckout } : {}),
    ...(input.initialLimit !== undefined ? { capacity: input.initialLimit } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...saleOf(input, base, out),
  };
  if (out.length) throw validationError(out);
  return columns;
}
