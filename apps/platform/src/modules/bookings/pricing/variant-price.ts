import type { PricingChoice } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServiceVariants as v, type bookingsServices } from '../../../db/schema/bookings';
import { toMinor } from '../../../kernel/money';

type VariantChoice = (typeof v.$inferSelect)['variants']['values'][number]['choices'][number];

/** A participant's choice is a variant's when it names the same value (custom names by case). */
const sameChoice = (asked: PricingChoice, offered: VariantChoice) =>
  (!asked.optionId || !offered.optionId || asked.optionId === offered.optionId) &&
  ((asked.custom !== undefined && asked.custom.toLowerCase() === offered.custom?.toLowerCase()) ||
    (asked.staffMemberId !== undefined && asked.staffMemberId === offered.staffMemberId));

/**
 * The price per participant of the service's variant for these choices, in minor units, or
 * undefined when the service has no variant for them (its own price then applies).
 */
export async function variantPriceOf(
  db: Db,
  service: typeof bookingsServices.$inferSelect,
  choices: PricingChoice[] | undefined,
): Promise<number | undefined> {
  const asked = choices?.[0];
  if (!asked) return undefined;
  const [row] = await db
    .select({ variants: v.variants })
    .from(v)
    .where(and(eq(v.siteId, service.siteId), eq(v.serviceId, service.id)));
  const variant = row?.variants.values.find((x) => x.choices.some((c) => sameChoice(asked, c)));
  return variant ? toMinor(variant.price.value, variant.price.currency) : undefined;
}
