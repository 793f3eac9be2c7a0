import { CartV2ErrorCode, type UpdateFormSubmissionsV2Request } from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { assertNotOrdered, cartFor, type CartKey } from './access';

/**
 * Upsell options: a catalog app offers them per line item; the Stores catalog here offers none,
 * so every cart the caller may read answers an empty list.
 */
export async function getUpsellOptionsV2(db: Db, caller: Caller, key: CartKey) {
  await cartFor(db, caller, key);
  return { itemsUpsells: [] };
}

/**
 * Form submissions belong to line items whose catalog item defines a form; no item of the Stores
 * catalog here does, so a submission has nothing to attach to: a 400 naming the forms, never a
 * silent success.
 */
export async function updateFormSubmissionsV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  input: z.output<typeof UpdateFormSubmissionsV2Request>,
): Promise<never> {
  const cart = await cartFor(db, caller, key);
  assertNotOrdered(cart);
  throw invalid(CartV2ErrorCode.formNotFound, 'No line item of this cart has a form to submit', {
    formIds: input.formSubmissions.map((f) => f.id ?? null),
  });
}
