import type { Filter, SearchServicesRequest, Service } from '@headless/contract';
import { and, count, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingsServices as s } from '../../db/schema/bookings';
import { validationError } from '../../kernel/errors';
import { compileQuery } from '../../query';
import { filterWhere } from './writes/bulk';
import { loadServices, servicesSeenBy, withConditionalFields, type ServiceReader } from './load';
import { serviceQuerySpec } from './query-spec';
import {
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  DEFAULT_PAGE_SIZE,
} from '@headless/contract';

/**
 * The cursor carries the whole search: the SDK's next-page request sends only the cursor
 * (docs/protocol.md §4.1).
 */
const CursorState = z.object({
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  sort: z
    .array(z.object({ fieldName: z.string().max(MAX_NAME_LENGTH), order: z.enum(['ASC', 'DESC']) }))
    .max(MAX_LIST_ITEMS)
    .optional(),
  expression: z.string().max(MAX_TEXT_LENGTH).optional(),
  fields: z
    .array(z.enum(['name', 'description']))
    .max(MAX_LIST_ITEMS)
    .optional(),
  mode: z.enum(['OR', 'AND']).optional(),
  offset: z.number().int().min(0),
});
type CursorState = z.infer<typeof CursorState>;

const encode = (state: CursorState) => Buffer.from(JSON.stringify(state)).toString('base64url');

function decode(cursor: string): CursorState {
  try {
    return CursorState.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw validationError([
      {
        field: 'search.cursorPaging.cursor',
        description: 'is not a cursor this platform issued',
        violatedRule: 'FORMAT',
      },
    ]);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of the expression matched in name and/or description; mode OR needs one word, AND all. */
function expressionWhere(state: CursorState): SQL | undefined {
  const words = (state.expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const columns = state.fields?.length ? state.fields : (['name', 'description'] as const);
  const matches = words.map(
    (w) => or(...columns.map((c) => ilike(s[c], `%${escapeLike(w)}%`))) as SQL,
  );
  return state.mode === 'AND' ? and(...matches) : or(...matches);
}

export async function searchServices(
  db: Db,
  reader: ServiceReader,
  request: SearchServicesRequest,
) {
  const { siteId } = reader;
  const search = request.search ?? {};
  const limit = search.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = search.cursorPaging?.cursor
    ? decode(search.cursorPaging.cursor)
    : {
        filter: search.filter,
        sort: search.sort,
        expression: search.search?.expression,
        fields: search.search?.fields,
        mode: search.search?.mode,
        offset: 0,
      };
  const q = compileQuery({ filter: state.filter, sort: state.sort }, serviceQuerySpec, 'search');
  const where = and(servicesSeenBy(reader), q.where, expressionWhere(state)) as SQL;
  const rows = await loadServices(db, where, {
    orderBy: q.orderBy,
    limit: limit + 1,
    offset: state.offset,
  });
  const page = rows.slice(0, limit);
  const services: Service[] = await withConditionalFields(
    db,
    siteId,
    page,
    request.conditionalFields,
  );
  const hasNext = rows.length > limit;
  const next = hasNext ? encode({ ...state, offset: state.offset + limit }) : undefined;
  const prev =
    state.offset > 0 ? encode({ ...state, offset: Math.max(0, state.offset - limit) }) : undefined;
  return {
    services,
    pagingMetadata: {
      count: services.length,
      cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
      hasNext,
    },
    aggregationData: { results: [] },
  };
}

export async function countServices(db: Db, reader: ServiceReader, filter: Filter | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(s)
    .where(and(servicesSeenBy(reader), filterWhere(db, reader.siteId, filter, 'filter')));
  return { count: row?.total ?? 0 };
}
