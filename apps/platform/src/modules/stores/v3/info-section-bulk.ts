import type {
  InfoSectionV3Input,
  UpdateInfoSectionV3Input,
  V3InfoSection,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { bulkAnswer, eachInTx } from './bulk';
import {
  createInfoSectionInTx,
  deleteInfoSectionInTx,
  getOrCreateInfoSectionInTx,
  updateInfoSectionInTx,
} from './info-section-writes';

/** Info sections, one transaction per call; the bulk forms one per item (v3/bulk.ts). */
const byId = (s: V3InfoSection) => s.id;

export const createInfoSectionV3 = async (db: Db, caller: Caller, input: InfoSectionV3Input) => ({
  infoSection: await db.transaction((tx) => createInfoSectionInTx(tx, caller, input)),
});

export const getOrCreateInfoSectionV3 = async (
  db: Db,
  caller: Caller,
  input: InfoSectionV3Input = {},
) => ({ infoSection: await db.transaction((tx) => getOrCreateInfoSectionInTx(tx, caller, input)) });

export const updateInfoSectionV3 = async (
  db: Db,
  caller: Caller,
  id: string,
  input: UpdateInfoSectionV3Input,
) => ({ infoSection: await db.transaction((tx) => updateInfoSectionInTx(tx, caller, id, input)) });

export const deleteInfoSectionV3 = async (db: Db, caller: Caller, id: string) => (
  await db.transaction((tx) => deleteInfoSectionInTx(tx, caller, id)),
  {}
);

export async function bulkCreateInfoSectionsV3(
  db: Db,
  caller: Caller,
  request: { infoSections: InfoSectionV3Input[]; returnEntity?: boolean },
) {
  const outcomes = await eachInTx(
    db,
    request.infoSections,
    (tx, input, i) => createInfoSectionInTx(tx, caller, input, `infoSections[${i}]`),
    byId,
  );
  return bulkAnswer(outcomes, request.returnEntity ?? false, []);
}

export async function bulkUpdateInfoSectionsV3(
  db: Db,
  caller: Caller,
  request: { infoSections: { infoSection: InfoSectionV3Input }[]; returnEntity?: boolean },
) {
  const inputs = request.infoSections.map((s) => s.infoSection);
  const outcomes = await eachInTx(
    db,
    inputs,
    (tx, input) => updateInfoSectionInTx(tx, caller, input.id ?? '', input),
    byId,
  );
  const ids = inputs.map((input) => input.id ?? undefined);
  return bulkAnswer(outcomes, request.returnEntity ?? false, ids);
}

/** Every item answers its section, found or made: the item always comes back. */
export async function bulkGetOrCreateInfoSectionsV3(
  db: Db,
  caller: Caller,
  request: { infoSections: InfoSectionV3Input[] },
) {
  const outcomes = await eachInTx(
    db,
    request.infoSections,
    (tx, input, i) => getOrCreateInfoSectionInTx(tx, caller, input, `infoSections[${i}]`),
    byId,
  );
  return bulkAnswer(outcomes, true, []);
}

export async function bulkDeleteInfoSectionsV3(db: Db, caller: Caller, ids: string[]) {
  const outcomes = await eachInTx(
    db,
    ids,
    async (tx, id) => (await deleteInfoSectionInTx(tx, caller, id), id),
    (id) => id,
  );
  return bulkAnswer(
    outcomes.map(({ error, id }) => ({ error, id })),
    false,
    ids,
  );
}
