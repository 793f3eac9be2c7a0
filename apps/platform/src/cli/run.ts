import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { appsInstall, appsUninstall } from './commands/apps-install';
import { appsList } from './commands/apps-list';
import { apiKeysCreate, apiKeysRevoke } from './commands/api-keys';
import { clientsCreate } from './commands/clients-create';
import { help } from './commands/help';
import { reset } from './commands/reset';
import { seed } from './commands/seed';
import { sitesList } from './commands/sites-list';
import { UsageError, type CommandContext, type Output } from './types';

type Command = (ctx: CommandContext) => Promise<void>;

const commands: Record<string, Command> = {
  'sites list': sitesList,
  'apps list': appsList,
  'apps install': appsInstall,
  'apps uninstall': appsUninstall,
  seed,
  reset,
  'clients create': clientsCreate,
  'apikeys create': apiKeysCreate,
  'apikeys revoke': apiKeysRevoke,
};

export interface ParsedCommand {
  name: string;
  command: Command;
  args: string[];
  options: CommandContext['options'];
}

/** Undefined means "print help"; a typo is a UsageError. Parsing needs no database. */
export function parseCommand(argv: string[]): ParsedCommand | undefined {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      name: { type: 'string' },
      yes: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !positionals.length || positionals[0] === 'help') return undefined;
  for (const words of [2, 1]) {
    const name = positionals.slice(0, words).join(' ');
    const command = commands[name];
    if (command) return { name, command, args: positionals.slice(words), options: values };
  }
  throw new UsageError(`Unknown command "${positionals.join(' ')}". Run \`help\` for the list.`);
}

/** Runs one command against a database; the exit code is 1 for user errors. */
export async function runParsed(parsed: ParsedCommand, db: Db, io: Output): Promise<number> {
  try {
    await parsed.command({ db, io, args: parsed.args, options: parsed.options });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** Parse and run in one go (what the tests use). */
export async function runCommand(argv: string[], db: Db, io: Output): Promise<number> {
  let parsed: ParsedCommand | undefined;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (!parsed) {
    help(io);
    return 0;
  }
  return runParsed(parsed, db, io);
}
