import {
  type BookingForm,
  type QueryBookingFormsRequest,
  type QueryBookingFormsResponse,
} from '@headless/contract';
import { createHash } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s } from '../../../db/schema/bookings';
import { validationError } from '../../../kernel/errors';
import { liveServices } from '../load';

/**
 * Query Booking Forms (Services V2). This platform has no forms API: a site has one booking form,
 * its default (name, email, participants: what the hosted booking form asks), which every service
 * of the site uses. Its id is fixed per site, so it reads the same on every call and instance.
 */
const CONNECTED_SHOWN = 5;

export function defaultFormId(siteId: string): string {
  const h = createHash('sha1').update(`booking-form:${siteId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function defaultForm(db: Db, siteId: string): Promise<BookingForm> {
  const where = liveServices(siteId);
  const shown = await db
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(where)
    .orderBy(asc(s.createdAt), asc(s.id))
    .limit(CONNECTED_SHOWN);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  return {
    formDetails: { formId: defaultFormId(siteId), name: 'Booking Form', revision: '1' },
    connectedServices: shown,
    totalServiceCount: total?.n ?? 0,
  };
}

/** The form ids the filter asks for: `id` (or `formId`) equal to one, or `$in` some; else all. */
function wantedIds(filter: Record<string, unknown> | undefined): string[] | undefined {
  if (!filter || Object.keys(filter).length === 0) return undefined;
  const [key, ...others] = Object.keys(filter);
  const value = filter[key!];
  const ids =
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object' && '$eq' in value && typeof value.$eq === 'string'
        ? [value.$eq]
        : value && typeof value === 'object' && '$in' in value && Array.isArray(value.$in)
          ? value.$in.filter((v): v is string => typeof v === 'string')
          : undefined;
  if (others.length || !['id', 'formId'].includes(key!) || !ids)
    throw validationError([
      {
        field: 'query.filter',
        description: 'filters forms by `id` only: a value, `$eq` or `$in`',
        violatedRule: 'VALIDATION',
      },
    ]);
  return ids;
}

export async function queryBookingForms(
  db: Db,
  siteId: string,
  { query, conditionalFields }: QueryBookingFormsRequest,
): Promise<QueryBookingFormsResponse> {
  const ids = wantedIds(query.filter);
  const form = await defaultForm(db, siteId);
  const matches = !ids || ids.includes(form.formDetails.formId);
  const limit = query.cursorPaging?.limit ?? 50;
  const bookingForms = matches && limit > 0 ? [form] : [];
  return {
    bookingForms,
    pagingMetadata: { count: bookingForms.length, cursors: {}, hasNext: false },
    ...(conditionalFields?.includes('DEFAULT_BOOKING_FORM') ? { defaultBookingForm: form } : {}),
  };
}
