import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { redirectSessions } from '../db/schema/booking-records';
import { identityRedirects } from '../db/schema/identity';

/** The callback parameters of a return URL (query, or fragment when the query has none). */
export function callbackOf(location: unknown) {
  const url = new URL(String(location));
  const params = url.searchParams.has('callbackType')
    ? url.searchParams
    : new URLSearchParams(url.hash.slice(1));
  return {
    type: params.get('callbackType'),
    status: params.get('status'),
    error: params.get('error') ?? undefined,
  };
}

/** The href of the page's link with this label, entities decoded. */
export function linkOf(body: string, label: string): string {
  const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>\\s*${label}\\s*</a>`).exec(body);
  if (!match) throw new Error(`No link "${label}" on the page`);
  return match[1]!.replace(/&amp;/g, '&');
}

/** The href of the page's "Back to the site" link (html.ts), entities decoded. */
export function backLinkOf(body: string): string {
  const match = /<a href="([^"]*)" data-testid="back-to-site"\s*>/.exec(body);
  if (!match) throw new Error('No "Back to the site" link on the page');
  return match[1]!.replace(/&amp;/g, '&');
}

/** How the stored session ended: `[callbackType, callbackStatus]`. */
export async function storedCallback(db: Db, kind: 'checkout' | 'identity', id: string) {
  const table = kind === 'checkout' ? redirectSessions : identityRedirects;
  const [row] = await db
    .select({ type: table.callbackType, status: table.callbackStatus })
    .from(table)
    .where(eq(table.id, id));
  return row && [row.type, row.status];
}
