import { help } from './commands/help';
import { parseCommand, runParsed, type ParsedCommand } from './run';
import type { Output } from './types';

const io: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

function parse(): ParsedCommand | undefined | 'invalid' {
  try {
    return parseCommand(process.argv.slice(2));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 'invalid';
  }
}

/** Connects like the server does: DATABASE_URL, else the embedded cluster (reused when running). */
async function main(): Promise<number> {
  const parsed = parse();
  if (parsed === 'invalid') return 1;
  if (!parsed) {
    help(io);
    return 0;
  }
  return runWithDatabase(parsed);
}

/** Loaded only for a command that needs them: `help` and a typo answer without the database code. */
async function runWithDatabase(parsed: ParsedCommand): Promise<number> {
  const [{ pino }, { closeDb, createDb }, { connectDatabase }, { migrate }, { readEnv }] =
    await Promise.all([
      import('pino'),
      import('../db/client'),
      import('../db/connect'),
      import('../db/migrate'),
      import('../env'),
    ]);
  const env = readEnv();
  const log = pino({ level: process.env.LOG_LEVEL || 'warn' }, pino.destination(2));
  const database = await connectDatabase(env, log, env.cliKeepPgSeconds);
  const db = createDb(database.url, { max: 2 });
  try {
    await migrate(db.$client);
    return await runParsed(parsed, db, io);
  } finally {
    await closeDb(db);
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
