import { resolveSite } from '../sites';
import type { CommandContext } from '../types';
import { listMail } from '../../modules/identity';

/** The local outbox, newest first: one line per mail with the code or link a flow needs. */
export async function mailList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = options.site ? await resolveSite(db, options.site) : undefined;
  const rows = await listMail(db, siteId);
  if (!rows.length) io.out('No mail yet. Register a member or ask for a password reset.');
  for (const row of rows) {
    const secret = row.code ? `code ${row.code}` : (row.link ?? '');
    io.out(
      `${row.id}  ${row.createdAt.toISOString()}  ${row.recipient}  ${row.subject}  ${secret}`,
    );
  }
}
