import { Filter, MAX_LIST_ITEMS, MAX_TEXT_LENGTH, Sorting } from '@headless/contract';
import { z } from 'zod';
import { validationError } from '../../kernel/errors';

/** The cursor carries the whole query: the SDK's next page sends only the cursor. */
const CursorState = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  expression: z.string().max(MAX_TEXT_LENGTH).optional(),
  offset: z.number().int().min(0),
});
export type CursorState = z.infer<typeof CursorState>;

export const encodeCursor = (state: CursorState) =>
  Buffer.from(JSON.stringify(state)).toString('base64url');

export function decodeCursor(cursor: string, at: string): CursorState {
  try {
    return CursorState.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw validationError([
      { field: at, description: 'is not a cursor this platform issued', violatedRule: 'FORMAT' },
    ]);
  }
}

/** `pagingMetadata` of a page read with one row more than `limit` (`fetched` rows). */
export function cursorPagingMetadata(state: CursorState, limit: number, fetched: number) {
  const hasNext = fetched > limit;
  const next = hasNext ? encodeCursor({ ...state, offset: state.offset + limit }) : undefined;
  const prev =
    state.offset > 0
      ? encodeCursor({ ...state, offset: Math.max(0, state.offset - limit) })
      : undefined;
  return {
    count: Math.min(fetched, limit),
    cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
    hasNext,
  };
}
