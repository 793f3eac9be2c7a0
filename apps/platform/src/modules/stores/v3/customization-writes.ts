import {
  CatalogErrorCode,
  type UpdateCustomizationV3Input,
  type V3Customization,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  storesProductOptions as o,
  storesProducts as p,
  storesVariants as v,
  type ProductDetails,
} from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import { entityEventRecorder } from '../../../outbox/record';
import { listsTitle } from './carriers';
import { findCustomizationV3, getCustomizationV3 } from './customizations';
import { derivedWriter } from './derived-entity';

/**
 * Catalog V3 customizations, the owner's update and delete (docs/protocol.md §2.3). An option is
 * the name products give an option (V1's), a modifier the title of their custom text field; so a
 * rename renames it on every product carrying it (an option's variants keep their choices under
 * the new name), and its id, derived from the name, moves with it. Options can't be deleted while
 * products carry them; a deleted modifier is taken off its products, as the reference says. One
 * made on its own (v3/customization-create.ts) moves and goes with them.
 */
export const isOption = (c: V3Customization) => c.customizationType === 'PRODUCT_OPTION';

function carrying(c: V3Customization) {
  return isOption(c)
    ? sql`exists (select 1 from ${o} where ${o.productId} = ${p.id} and ${o.name} = ${c.name})`
    : listsTitle('customTextFields', c.name);
}

export const find = (
  tx: Db,
  caller: Caller,
  name: string,
  type: V3Customization['customizationType'],
) => findCustomizationV3(tx, caller, { name, customizationType: type });

function newName(input: UpdateCustomizationV3Input, before: V3Customization): string {
  const wanted = input.name ?? input.freeTextInput?.title;
  if (wanted == null) return before.name;
  const name = wanted.trim();
  if (!name)
    throw validationError([
      { field: 'customization.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  return name;
}

async function renameOption(tx: Db, caller: Caller, from: string, to: string) {
  await tx
    .update(o)
    .set({ name: to })
    .where(and(eq(o.siteId, caller.siteId), eq(o.name, from)));
  await tx
    .update(v)
    .set({
      choices: sql`(${v.choices} - ${from}::text) || jsonb_build_object(${to}::text, ${v.choices}->${from}::text)`,
    })
    .where(and(eq(v.siteId, caller.siteId), sql`${v.choices} ? ${from}::text`));
}

function modifierChange(from: string, to: string, maxLength?: number | null) {
  return (details: ProductDetails): ProductDetails => ({
    ...details,
    customTextFields: (details.customTextFields ?? []).map((f) =>
      f.title === from ? { ...f, title: to, maxLength: maxLength ?? f.maxLength } : f,
    ),
  });
}

export const customizationWriter = derivedWriter<V3Customization>({
  own: (c) => ({ kind: isOption(c) ? 'option' : 'modifier', name: c.name }),
  read: async (tx, caller, id) => (await getCustomizationV3(tx, caller, id)).customization,
  carrying,
  names: { name: 'customization', idField: 'customizationId', at: 'customization' },
  record: entityEventRecorder('wix.stores.catalog.v3.customization', 'customization'),
});

const carriedCount = async (tx: Db, caller: Caller, id: string) =>
  (await getCustomizationV3(tx, caller, id, ['ASSIGNED_PRODUCTS_COUNT'])).customization
    .assignedProductsCount ?? 0;

export async function updateCustomizationInTx(
  tx: Db,
  caller: Caller,
  id: string,
  input: UpdateCustomizationV3Input,
): Promise<V3Customization> {
  const before = await customizationWriter.locked(tx, caller, id, input.revision ?? '');
  const name = newName(input, before);
  const maxLength = isOption(before) ? undefined : input.freeTextInput?.maxCharCount;
  if (name === before.name && maxLength == null) return before;
  if (name !== before.name && (await find(tx, caller, name, before.customizationType)))
    throw invalid(
      CatalogErrorCode.customizationAlreadyExists,
      `The site already has a customization named ${name}`,
      { name },
    );
  if (isOption(before)) {
    // Renamed first, so each carrier's recorded update names the option as it is now.
    await renameOption(tx, caller, before.name, name);
    await customizationWriter.rewrite(tx, caller, { ...before, name });
  } else
    await customizationWriter.rewrite(
      tx,
      caller,
      before,
      modifierChange(before.name, name, maxLength),
    );
  await customizationWriter.move(tx, caller, before, {
    name,
    settings: maxLength == null ? {} : { maxLength },
  });
  const after = (await find(tx, caller, name, before.customizationType))!;
  await customizationWriter.record(tx, caller, 'updated', after);
  return after;
}

export async function deleteCustomizationInTx(tx: Db, caller: Caller, id: string): Promise<void> {
  const before = await customizationWriter.locked(tx, caller, id);
  if (isOption(before) && (await carriedCount(tx, caller, id)) > 0)
    throw invalid(
      CatalogErrorCode.customizationInUse,
      `Option ${before.name} is assigned to products: take it off them first`,
      { customizationId: id },
    );
  await customizationWriter.rewrite(tx, caller, before, (details) => ({
    ...details,
    customTextFields: (details.customTextFields ?? []).filter((f) => f.title !== before.name),
  }));
  await customizationWriter.drop(tx, caller, before);
  await customizationWriter.record(tx, caller, 'deleted', before);
}
