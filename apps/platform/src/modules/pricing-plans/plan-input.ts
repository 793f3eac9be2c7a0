import type { PlanInput, PlanPricingInput } from '@headless/contract';
import type { pricingPlans } from '../../db/schema/pricing-plans';
import { validationError } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';

type PlanValues = Partial<typeof pricingPlans.$inferInsert>;
const MAX_PRICE_MINOR = 2_000_000_000;

/** The pricing columns of a plan: exactly one model, a price exact in the currency's minor units. */
export function pricingValues(pricing: PlanPricingInput, at = 'plan.pricing'): PlanValues {
  const models = (
    ['subscription', 'singlePaymentForDuration', 'singlePaymentUnlimited'] as const
  ).filter((m) => (m === 'singlePaymentUnlimited' ? pricing[m] === true : pricing[m]));
  if (models.length !== 1)
    throw validationError([
      {
        field: models.length ? `${at}.${models.join(',')}` : `${at}.subscription`,
        description:
          'needs exactly one of subscription, singlePaymentForDuration, singlePaymentUnlimited',
        violatedRule: models.length ? 'ONE_OF_ALIGNMENT' : 'REQUIRED_ONE_OF_FIELD',
      },
    ]);
  const { value, currency } = pricing.price;
  const priceMinor = toMinor(value, currency);
  if (priceMinor === undefined || priceMinor > MAX_PRICE_MINOR)
    throw validationError([
      {
        field: `${at}.price.value`,
        description: `must be a decimal with at most the minor digits of ${currency}`,
        violatedRule: 'DECIMAL_MAX_SCALE',
      },
    ]);
  const duration = pricing.subscription?.cycleDuration ?? pricing.singlePaymentForDuration;
  return {
    priceMinor,
    currency,
    pricingKind: pricing.subscription
      ? 'SUBSCRIPTION'
      : pricing.singlePaymentForDuration
        ? 'SINGLE_PAYMENT_FOR_DURATION'
        : 'SINGLE_PAYMENT_UNLIMITED',
    durationCount: duration?.count ?? null,
    durationUnit: duration?.unit ?? null,
    cycleCount: pricing.subscription ? pricing.subscription.cycleCount : null,
    freeTrialDays: pricing.freeTrialDays || null,
  };
}

/** The columns the given fields set; `null` clears an optional one. */
export function planValues(input: Partial<PlanInput>): PlanValues {
  const v: PlanValues = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.description !== undefined) v.description = input.description || null;
  if (input.slug !== undefined) v.slug = input.slug;
  if (input.perks !== undefined) v.perks = input.perks.values;
  if (input.pricing !== undefined) Object.assign(v, pricingValues(input.pricing));
  if (input.public !== undefined) v.isPublic = input.public;
  if (input.maxPurchasesPerBuyer !== undefined)
    v.maxPurchasesPerBuyer = input.maxPurchasesPerBuyer || null;
  if (input.allowFutureStartDate !== undefined) v.allowFutureStartDate = input.allowFutureStartDate;
  if (input.buyerCanCancel !== undefined) v.buyerCanCancel = input.buyerCanCancel;
  if (input.termsAndConditions !== undefined)
    v.termsAndConditions = input.termsAndConditions || null;
  return v;
}

export const UPDATABLE_FIELDS = [
  'name',
  'description',
  'slug',
  'perks',
  'pricing',
  'public',
  'maxPurchasesPerBuyer',
  'allowFutureStartDate',
  'buyerCanCancel',
  'termsAndConditions',
] as const;
type Updatable = (typeof UPDATABLE_FIELDS)[number];

/** Optional fields named in a mask but absent from the plan are cleared (planValues maps these to null). */
const CLEARED: Record<string, string | number> = {
  description: '',
  termsAndConditions: '',
  maxPurchasesPerBuyer: 0,
};

/** The mask's fields (top-level names; `pricing.price` counts as `pricing`), else those present. */
export function maskedInput(
  plan: Partial<PlanInput>,
  mask: string | string[] | undefined,
): Partial<PlanInput> {
  if (mask === undefined) return plan;
  const paths = (Array.isArray(mask) ? mask : mask.split(',')).map((p) => p.trim()).filter(Boolean);
  const fields = new Set(paths.map((p) => p.split('.')[0]!));
  const unknown = [...fields].filter((f) => !(UPDATABLE_FIELDS as readonly string[]).includes(f));
  if (unknown.length)
    throw validationError(
      unknown.map((f) => ({
        field: 'fieldMask',
        description: `names a field that cannot be updated: ${f}`,
        violatedRule: 'FIELD_NOT_ALLOWED',
      })),
    );
  const missing = [...fields].filter((f) => plan[f as Updatable] === undefined && !(f in CLEARED));
  if (missing.length)
    throw validationError(
      missing.map((f) => ({
        field: `plan.${f}`,
        description: 'is in the field mask but missing',
        violatedRule: 'REQUIRED_FIELD',
      })),
    );
  return Object.fromEntries([...fields].map((f) => [f, plan[f as Updatable] ?? CLEARED[f]]));
}
