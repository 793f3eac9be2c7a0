import type { NamedV3Input, V3NamedEntity } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { attempt, bulkAnswer, eachInTx, type Outcome } from './bulk';
import type { NamedKind } from './named';
import {
  createNamedInTx,
  deleteNamedInTx,
  getOrCreateNamedInTx,
  updateNamedInTx,
} from './named-writes';

/** Brands and ribbons, one transaction per call; the bulk forms one per item (v3/bulk.ts). */
const byId = (e: V3NamedEntity) => e.id;

export const createNamedV3 = (db: Db, caller: Caller, kind: NamedKind, input: NamedV3Input) =>
  db.transaction((tx) => createNamedInTx(tx, caller, kind, input));

export const getOrCreateNamedV3 = (db: Db, caller: Caller, kind: NamedKind, name: string) =>
  db.transaction((tx) => getOrCreateNamedInTx(tx, caller, kind, name, `${kind}Name`));

export const updateNamedV3 = (
  db: Db,
  caller: Caller,
  kind: NamedKind,
  id: string,
  input: NamedV3Input,
) => db.transaction((tx) => updateNamedInTx(tx, caller, kind, id, input));

export const deleteNamedV3 = (db: Db, caller: Caller, kind: NamedKind, id: string) =>
  db.transaction((tx) => deleteNamedInTx(tx, caller, kind, id));

export async function bulkCreateNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  inputs: NamedV3Input[],
  returnEntity = false,
) {
  const outcomes = await eachInTx(
    db,
    inputs,
    (tx, input, i) => createNamedInTx(tx, caller, kind, input, `${kind}s[${i}]`),
    byId,
  );
  return bulkAnswer(outcomes, returnEntity, []);
}

export async function bulkUpdateNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  inputs: NamedV3Input[],
  returnEntity = false,
) {
  const outcomes = await eachInTx(
    db,
    inputs,
    (tx, input, i) =>
      updateNamedInTx(tx, caller, kind, input.id ?? '', input, `${kind}s[${i}].${kind}`),
    byId,
  );
  return bulkAnswer(
    outcomes,
    returnEntity,
    inputs.map((input) => input.id ?? undefined),
  );
}

/** Every name answers its brand, made or found: the item always comes back. */
export async function bulkGetOrCreateNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  names: string[],
) {
  const outcomes = await eachInTx(
    db,
    names,
    (tx, name, i) => getOrCreateNamedInTx(tx, caller, kind, name, `${kind}Names[${i}]`),
    byId,
  );
  return bulkAnswer(outcomes, true, []);
}

export async function bulkDeleteNamedV3(db: Db, caller: Caller, kind: NamedKind, ids: string[]) {
  const outcomes: Outcome<V3NamedEntity>[] = [];
  for (const id of ids) {
    const { error } = await attempt(
      async () => (await deleteNamedV3(db, caller, kind, id), id),
      (done) => done,
    );
    outcomes.push(error ? { error } : { id });
  }
  return bulkAnswer(outcomes, false, ids);
}
