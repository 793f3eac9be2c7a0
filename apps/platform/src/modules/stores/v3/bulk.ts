import type { Db } from '../../../db/client';
import { bulkActionMetadata } from '../../../kernel/bulk';
import { DomainError } from '../../../kernel/errors';

/**
 * The bulk forms: each item in a transaction of its own, so one item's refusal is its own result
 * (`itemMetadata.error`), as the platform's bulk answers report it, and the others still happen.
 */

export interface Outcome<T> {
  id?: string;
  item?: T;
  error?: { code: string; description: string; data?: unknown };
}

export async function attempt<T>(
  run: () => Promise<T>,
  idOf: (t: T) => string,
): Promise<Outcome<T>> {
  try {
    const item = await run();
    return { id: idOf(item), item };
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error;
    return { error: { code: error.code, description: error.description, data: error.data } };
  }
}

/** Each input in a transaction of its own, its refusal its own result. */
export async function eachInTx<I, T>(
  db: Db,
  inputs: I[],
  run: (tx: Db, input: I, index: number) => Promise<T>,
  idOf: (t: T) => string,
): Promise<Outcome<T>[]> {
  const outcomes: Outcome<T>[] = [];
  for (const [i, input] of inputs.entries())
    outcomes.push(await attempt(() => db.transaction((tx) => run(tx, input, i)), idOf));
  return outcomes;
}

/** The answer: each item's metadata, and with `returnEntity` the item under `key`. */
export function bulkAnswer<T>(
  outcomes: Outcome<T>[],
  returnEntity: boolean,
  ids: (string | undefined)[],
  key = 'item',
) {
  const results = outcomes.map((o, originalIndex) => ({
    itemMetadata: {
      id: o.id ?? ids[originalIndex] ?? null,
      originalIndex,
      success: !o.error,
      ...(o.error ? { error: o.error } : {}),
    },
    ...(returnEntity && o.item ? { [key]: o.item } : {}),
  }));
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}
