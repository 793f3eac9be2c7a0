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

export function bulkAnswer<T>(
  outcomes: Outcome<T>[],
  returnEntity: boolean,
  ids: (string | undefined)[],
) {
  const results = outcomes.map((o, originalIndex) => ({
    itemMetadata: {
      id: o.id ?? ids[originalIndex] ?? null,
      originalIndex,
      success: !o.error,
      ...(o.error ? { error: o.error } : {}),
    },
    ...(returnEntity && o.item ? { item: o.item } : {}),
  }));
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}
