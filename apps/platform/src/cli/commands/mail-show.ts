import { UsageError, type CommandContext } from '../types';
import { getMail } from '../../modules/identity';

/** One mail in full, as the member would have read it. */
export async function mailShow({ db, io, args }: CommandContext): Promise<void> {
  const id = args[0];
  if (!id) throw new UsageError('mail show needs the mail id (see `mail list`).');
  const row = await getMail(db, Number(id));
  if (!row) throw new UsageError(`No mail ${id}. See \`mail list\`.`);
  io.out(`To: ${row.recipient}`);
  io.out(`Date: ${row.createdAt.toISOString()}`);
  io.out(`Subject: ${row.subject}`);
  io.out('');
  io.out(row.body);
  if (row.code) io.out(`\nCode: ${row.code}`);
  if (row.link) io.out(`\nLink: ${row.link}`);
}
