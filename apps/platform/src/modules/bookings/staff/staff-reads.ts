import {
  StaffMemberErrorCode as Code,
  type CursorQuery,
  type Filter,
  type SearchStaffMembersRequest,
  type StaffMemberV1,
} from '@headless/contract';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsStaff as st } from '../../../db/schema/bookings';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, compileWhere, type TextSearch } from '../../../query';
import { staffQuerySpec } from './staff-query-spec';
import { staffMemberToWire } from './staff-members';

const onSite = (siteId: string) => eq(st.siteId, siteId);

export async function getStaffMember(db: Db, siteId: string, id: string): Promise<StaffMemberV1> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(st)
        .where(and(onSite(siteId), eq(st.id, id)))
    : [];
  if (!row) throw notFound(Code.notFound, `Staff member ${id} not found`, { staffMemberId: id });
  return staffMemberToWire(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const TEXT_COLUMNS = { name: st.name, email: st.email, description: st.description };

/** Words of the expression in the named columns (all three by default): OR needs one, AND all. */
function textWhere(search: TextSearch | undefined): SQL | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const named = (search?.fields ?? []).filter((f): f is keyof typeof TEXT_COLUMNS =>
    Object.hasOwn(TEXT_COLUMNS, f),
  );
  const columns = (
    named.length ? named : Object.keys(TEXT_COLUMNS)
  ) as (keyof typeof TEXT_COLUMNS)[];
  const matches = words.map(
    (w) => or(...columns.map((c) => ilike(TEXT_COLUMNS[c], `%${escapeLike(w)}%`))) as SQL,
  );
  return search?.mode === 'AND' ? and(...matches) : or(...matches);
}

async function staffPage(
  db: Db,
  siteId: string,
  query: (CursorQuery & { search?: TextSearch | undefined }) | undefined,
  at: string,
) {
  const q = compileCursorQuery(query, staffQuerySpec, at);
  const rows = await db
    .select()
    .from(st)
    .where(and(onSite(siteId), q.where, textWhere(q.search)))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { staffMembers: items.map(staffMemberToWire), pagingMetadata };
}

export const queryStaffMembers = (db: Db, siteId: string, query?: CursorQuery) =>
  staffPage(db, siteId, query, 'query');

export async function searchStaffMembers(
  db: Db,
  siteId: string,
  search: SearchStaffMembersRequest['search'],
) {
  const page = await staffPage(db, siteId, search, 'search');
  return { ...page, aggregationData: { results: [] } };
}

export async function countStaffMembers(db: Db, siteId: string, filter?: Filter) {
  const where = compileWhere(filter, staffQuerySpec, 'filter');
  const [row] = await db
    .select({ total: count() })
    .from(st)
    .where(and(onSite(siteId), where));
  return { count: row?.total ?? 0 };
}
