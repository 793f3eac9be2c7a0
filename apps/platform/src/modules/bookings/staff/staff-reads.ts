import {
  StaffMemberErrorCode as Code,
  type CursorQuery,
  type Filter,
  type SearchStaffMembersRequest,
  type StaffMemberV1,
} from '@headless/contract';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { bookingsStaff as st } from '../../../db/schema/bookings';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { compileCursorQuery, compileWhere, type TextSearch } from '../../../query';
import { publicStaffQuerySpec, staffQuerySpec } from './staff-query-spec';
import { staffMemberToWire } from './staff-members';

const onSite = (siteId: string) => eq(st.siteId, siteId);

/**
 * Who reads: the site's owner sees staff contact information; anyone else does not, since the
 * real platform keeps it private unless the site makes it public (its Staff Member Settings,
 * which this platform does not offer: so always private here), and answers without email and phone.
 */
export interface StaffReader {
  siteId: string;
  seesContact: boolean;
}

export const staffReaderOf = (caller: Caller): StaffReader => ({
  siteId: caller.siteId,
  seesContact: caller.role === 'ADMIN',
});

function toReaderWire(row: typeof st.$inferSelect, reader: StaffReader): StaffMemberV1 {
  const wire = staffMemberToWire(row);
  if (reader.seesContact) return wire;
  const { email: _email, phone: _phone, ...rest } = wire;
  return rest;
}

export async function getStaffMember(
  db: Db,
  reader: StaffReader,
  id: string,
): Promise<StaffMemberV1> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(st)
        .where(and(onSite(reader.siteId), eq(st.id, id)))
    : [];
  if (!row) throw notFound(Code.notFound, `Staff member ${id} not found`, { staffMemberId: id });
  return toReaderWire(row, reader);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const TEXT_COLUMNS = { name: st.name, email: st.email, description: st.description };

/** Words of the expression in the named columns (all three by default): OR needs one, AND all. */
function textWhere(search: TextSearch | undefined, reader: StaffReader): SQL | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const searchable = (f: string): f is keyof typeof TEXT_COLUMNS =>
    Object.hasOwn(TEXT_COLUMNS, f) && (reader.seesContact || f !== 'email');
  const named = (search?.fields ?? []).filter(searchable);
  const columns = named.length ? named : Object.keys(TEXT_COLUMNS).filter(searchable);
  const matches = words.map(
    (w) => or(...columns.map((c) => ilike(TEXT_COLUMNS[c], `%${escapeLike(w)}%`))) as SQL,
  );
  return search?.mode === 'AND' ? and(...matches) : or(...matches);
}

const specFor = (reader: StaffReader) =>
  reader.seesContact ? staffQuerySpec : publicStaffQuerySpec;

async function staffPage(
  db: Db,
  reader: StaffReader,
  query: (CursorQuery & { search?: TextSearch | undefined }) | undefined,
  at: string,
) {
  const q = compileCursorQuery(query, specFor(reader), at);
  const rows = await db
    .select()
    .from(st)
    .where(and(onSite(reader.siteId), q.where, textWhere(q.search, reader)))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { staffMembers: items.map((row) => toReaderWire(row, reader)), pagingMetadata };
}

export const queryStaffMembers = (db: Db, reader: StaffReader, query?: CursorQuery) =>
  staffPage(db, reader, query, 'query');

export async function searchStaffMembers(
  db: Db,
  reader: StaffReader,
  search: SearchStaffMembersRequest['search'],
) {
  const page = await staffPage(db, reader, search, 'search');
  return { ...page, aggregationData: { results: [] } };
}

export async function countStaffMembers(db: Db, reader: StaffReader, filter?: Filter) {
  const where = compileWhere(filter, specFor(reader), 'filter');
  const [row] = await db
    .select({ total: count() })
    .from(st)
    .where(and(onSite(reader.siteId), where));
  return { count: row?.total ?? 0 };
}
