import { asc, sql } from 'drizzle-orm';
import { bookingsStaff as st } from '../../../db/schema/bookings';
import { defineFields, recordDateFields, type EntityQuerySpec } from '../../../query';

/** Staff members' filters and sorts, as the REST reference lists those this platform stores. */
const fields = defineFields({
  id: { sql: sql`${st.id}::text`, type: 'string', sortable: true },
  name: { sql: st.name, type: 'string' },
  email: { sql: st.email, type: 'string' },
  phone: { sql: st.phone, type: 'string' },
  description: { sql: st.description, type: 'string', sortable: true },
  ...recordDateFields(st),
});

/** Oldest first, 100 a page (the documented defaults). */
export const staffQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(st.createdAt)],
  tieBreaker: st.id,
  defaultLimit: 100,
};

/**
 * What a caller without the owner's rights may filter and sort on: contact information is private
 * by default (the reference's Staff Member Settings), so email and phone are not even a filter.
 */
export const publicStaffQuerySpec: EntityQuerySpec = {
  ...staffQuerySpec,
  fields: Object.fromEntries(
    Object.entries(fields).filter(([name]) => name !== 'email' && name !== 'phone'),
  ),
};
