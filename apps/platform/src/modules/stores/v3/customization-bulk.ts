import type {
  CustomizationV3Input,
  UpdateCustomizationV3Input,
  V3Customization,
  V3CustomizationChoiceInput,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { bulkAnswer, eachInTx } from './bulk';
import {
  addChoicesInTx,
  createCustomizationInTx,
  removeChoicesInTx,
  setChoicesInTx,
} from './customization-create';
import { deleteCustomizationInTx, updateCustomizationInTx } from './customization-writes';

/**
 * Customizations, one transaction per call, answered `{customization}`; the bulk forms one per
 * item (v3/bulk.ts), each entity under `customization`, as the reference names it.
 */
const byId = (c: V3Customization) => c.id;
const one = async (db: Db, run: (tx: Db) => Promise<V3Customization>) => ({
  customization: await db.transaction(run),
});

export const createCustomizationV3 = (db: Db, caller: Caller, input: CustomizationV3Input) =>
  one(db, (tx) => createCustomizationInTx(tx, caller, input));

export const updateCustomizationV3 = (
  db: Db,
  caller: Caller,
  id: string,
  input: UpdateCustomizationV3Input,
) => one(db, (tx) => updateCustomizationInTx(tx, caller, id, input));

export const deleteCustomizationV3 = async (db: Db, caller: Caller, id: string) => (
  await db.transaction((tx) => deleteCustomizationInTx(tx, caller, id)),
  {}
);

type Choices = { choices: V3CustomizationChoiceInput[]; revision?: string | null };

export const addChoicesV3 = (db: Db, caller: Caller, id: string, body: Choices) =>
  one(db, (tx) => addChoicesInTx(tx, caller, id, body.choices));

export const setChoicesV3 = (db: Db, caller: Caller, id: string, body: Choices) =>
  one(db, (tx) => setChoicesInTx(tx, caller, id, body.choices, body.revision));

export const removeChoicesV3 = (
  db: Db,
  caller: Caller,
  id: string,
  body: { choiceIds: string[]; revision?: string | null },
) => one(db, (tx) => removeChoicesInTx(tx, caller, id, body.choiceIds, body.revision));

export async function bulkCreateCustomizationsV3(
  db: Db,
  caller: Caller,
  request: { customizations: CustomizationV3Input[]; returnEntity?: boolean },
) {
  const outcomes = await eachInTx(
    db,
    request.customizations,
    (tx, input, i) => createCustomizationInTx(tx, caller, input, `customizations[${i}]`),
    byId,
  );
  return bulkAnswer(outcomes, request.returnEntity ?? false, [], 'customization');
}

export async function bulkUpdateCustomizationsV3(
  db: Db,
  caller: Caller,
  request: { customizations: { customization: CustomizationV3Input }[]; returnEntity?: boolean },
) {
  const inputs = request.customizations.map((c) => c.customization);
  const outcomes = await eachInTx(
    db,
    inputs,
    (tx, input) => updateCustomizationInTx(tx, caller, input.id ?? '', input),
    byId,
  );
  const ids = inputs.map((input) => input.id ?? undefined);
  return bulkAnswer(outcomes, request.returnEntity ?? false, ids, 'customization');
}

export async function bulkAddChoicesV3(
  db: Db,
  caller: Caller,
  request: {
    customizationsChoices: { customizationId: string; choices: V3CustomizationChoiceInput[] }[];
    returnEntity?: boolean;
  },
) {
  const items = request.customizationsChoices;
  const outcomes = await eachInTx(
    db,
    items,
    (tx, item, i) =>
      addChoicesInTx(
        tx,
        caller,
        item.customizationId,
        item.choices,
        `customizationsChoices[${i}].choices`,
      ),
    byId,
  );
  const ids = items.map((item) => item.customizationId);
  return bulkAnswer(outcomes, request.returnEntity ?? false, ids, 'customization');
}
