import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestLog } from '../../db/schema/webhooks';

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface RequestFilter {
  statusClass?: StatusClass;
  path?: string;
  limit: number;
}

export type RequestRow = typeof requestLog.$inferSelect;

/** `%` and `_` typed by the developer are literal characters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The site's requests and those no site was resolved for (token calls, hosted pages), newest
 * first: a developer looking at one site still needs to see its sign-ins.
 */
export function listRequests(db: Db, siteId: string, filter: RequestFilter): Promise<RequestRow[]> {
  const low = filter.statusClass ? Number(filter.statusClass[0]) * 100 : undefined;
  return db
    .select()
    .from(requestLog)
    .where(
      and(
        or(eq(requestLog.siteId, siteId), isNull(requestLog.siteId)),
        low ? and(gte(requestLog.status, low), lt(requestLog.status, low + 100)) : undefined,
        filter.path
          ? sql`${requestLog.path} ILIKE ${'%' + likeEscaped(filter.path) + '%'}`
          : undefined,
      ),
    )
    .orderBy(desc(requestLog.id))
    .limit(filter.limit);
}
