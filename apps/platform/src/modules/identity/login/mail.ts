import type { MailMessage } from '@headless/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox, type MailRow } from '../../../db/schema/identity';

/** The local outbox: every email the platform would send is stored here instead of sent. */
export type NewMail = Pick<MailRow, 'siteId' | 'recipient' | 'kind' | 'subject' | 'body'> & {
  code?: string;
  link?: string;
};

export async function sendMail(db: Db, mail: NewMail, now: Date): Promise<MailRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, createdAt: now })
    .returning();
  return row!;
}

/** Newest first; one site's, or every site's when none is named. */
export function listMail(db: Db, siteId?: string, limit = 50): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(siteId ? eq(mailOutbox.siteId, siteId) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function getMail(db: Db, id: number, siteId?: string): Promise<MailRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), siteId ? eq(mailOutbox.siteId, siteId) : undefined));
  return row;
}

export function mailToWire(row: MailRow): MailMessage {
  return {
    id: String(row.id),
    createdDate: row.createdAt.toISOString(),
    to: row.recipient,
    subject: row.subject,
    kind: row.kind,
    ...(row.code ? { code: row.code } : {}),
    ...(row.link ? { link: row.link } : {}),
  };
}
