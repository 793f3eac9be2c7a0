import {
  CursorQuery,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  type CursorPagingMetadata,
  type CursorQuery as CursorQueryShape,
} from '@headless/contract';
import { z } from 'zod';
import { validationError } from '../kernel/errors';
import type { SQL } from 'drizzle-orm';
import type { EntityQuerySpec } from './fields';
import { compileFilter } from './filter';
import { compileSort } from './sort';
import { fieldAt, Violations } from './violations';

/** A search's free text, carried by its cursor as it was sent; the module applies it. */
const TextSearch = z.object({
  expression: z.string().max(MAX_TEXT_LENGTH).optional(),
  fields: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  mode: z.enum(['OR', 'AND']).optional(),
});
export type TextSearch = z.infer<typeof TextSearch>;

/**
 * Cursor queries and searches (docs/protocol.md §4.1): the SDK's next-page request sends only the
 * cursor and its limit, so the cursor carries the filter, the sort, the text and the offset.
 */
const CursorState = CursorQuery.pick({ filter: true, sort: true }).extend({
  search: TextSearch.optional(),
  offset: z.number().int().min(0),
});
type CursorState = z.infer<typeof CursorState>;

const encode = (state: CursorState) => Buffer.from(JSON.stringify(state)).toString('base64url');

function decode(cursor: string, at: string): CursorState {
  try {
    return CursorState.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw validationError([
      {
        field: `${at}.cursorPaging.cursor`,
        description: 'is not a cursor this platform issued',
        violatedRule: 'FORMAT',
      },
    ]);
  }
}

export interface CompiledCursorQuery {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The free text the search sent (or its cursor carried). */
  search: TextSearch | undefined;
  /** The page's metadata, given the rows read with `limit + 1` (one more says there is a next). */
  page<T>(rows: T[]): { items: T[]; pagingMetadata: CursorPagingMetadata };
}

/** Compiles a cursor query; read `limit + 1` rows from `offset`, then hand them to `page`. */
export function compileCursorQuery(
  query: (CursorQueryShape & { search?: TextSearch | undefined }) | undefined,
  spec: EntityQuerySpec,
  at = 'query',
): CompiledCursorQuery {
  const cursor = query?.cursorPaging?.cursor;
  const state = cursor
    ? decode(cursor, at)
    : { filter: query?.filter, sort: query?.sort, search: query?.search, offset: 0 };
  const limit = query?.cursorPaging?.limit ?? spec.defaultLimit;
  const violations = new Violations();
  const where = compileFilter(state.filter, spec.fields, violations, fieldAt(at, 'filter'));
  const orderBy = compileSort(state.sort, spec, violations, fieldAt(at, 'sort'));
  violations.throwIfAny();
  return {
    where,
    orderBy,
    limit,
    offset: state.offset,
    search: state.search,
    page<T>(rows: T[]) {
      const items = rows.slice(0, limit);
      const hasNext = rows.length > limit;
      const next = hasNext ? encode({ ...state, offset: state.offset + limit }) : undefined;
      const prev =
        state.offset > 0
          ? encode({ ...state, offset: Math.max(0, state.offset - limit) })
          : undefined;
      return {
        items,
        pagingMetadata: {
          count: items.length,
          cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
          hasNext,
        },
      };
    },
  };
}
