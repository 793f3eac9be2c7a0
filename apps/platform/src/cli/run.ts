import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { appsInstall, appsUninstall } from './commands/apps-install';
import { appsList } from './commands/apps-list';
import { apiKeysCreate, apiKeysRevoke } from './commands/api-keys';
import { appsCredentialsCreate, appsCredentialsRevoke } from './commands/app-credentials';
import { clientsCreate } from './commands/clients-create';
import { clientsAllow, clientsDisallow, clientsList } from './commands/clients-uris';
import { help } from './commands/help';
import { mailList } from './commands/mail-list';
import { mailShow } from './commands/mail-show';
import { membersApprove, membersList, membersSettings } from './commands/members';
import { pricingCommands, pricingFlagOptions } from './commands/pricing-commands';
import { reservationsExpire } from './commands/reservations-expire';
import { reset } from './commands/reset';
import { seed } from './commands/seed';
import { sitesList } from './commands/sites-list';
import { sitesPremium } from './commands/sites-premium';
import { UsageError, type CommandContext, type Output } from './types';
import { webhookFlagOptions } from './commands/webhooks-args';
import { webhooksDeliveries, webhooksReplay } from './commands/webhooks-deliveries';
import {
  webhooksList,
  webhooksSubscribe,
  webhooksUnsubscribe,
} from './commands/webhooks-subscribe';
import { webhooksPublicKey, webhooksTrigger } from './commands/webhooks-trigger';

type Command = (ctx: CommandContext) => Promise<void>;
type OptionName = keyof CommandContext['options'];

/** What each command accepts: anything else is a mistake worth saying, not ignoring. */
interface CommandSpec {
  run: Command;
  options: readonly OptionName[];
  /** How many positionals follow the command words, at most. */
  args: number;
}

const commands: Record<string, CommandSpec> = {
  'sites list': { run: sitesList, options: [], args: 0 },
  'sites premium': { run: sitesPremium, options: ['site'], args: 1 },
  'apps list': { run: appsList, options: ['site'], args: 0 },
  'apps install': { run: appsInstall, options: ['site'], args: 1 },
  'apps uninstall': { run: appsUninstall, options: ['site'], args: 1 },
  'apps credentials create': { run: appsCredentialsCreate, options: ['site', 'name'], args: 0 },
  'apps credentials revoke': { run: appsCredentialsRevoke, options: [], args: 1 },
  seed: { run: seed, options: [], args: 0 },
  reset: { run: reset, options: ['yes'], args: 0 },
  'clients create': { run: clientsCreate, options: ['site', 'name'], args: 0 },
  'clients list': { run: clientsList, options: ['site'], args: 0 },
  'clients allow': { run: clientsAllow, options: [], args: 2 },
  'clients disallow': { run: clientsDisallow, options: [], args: 2 },
  'apikeys create': { run: apiKeysCreate, options: ['site', 'name'], args: 0 },
  'apikeys revoke': { run: apiKeysRevoke, options: [], args: 1 },
  'reservations expire': { run: reservationsExpire, options: [], args: 1 },
  'mail list': { run: mailList, options: ['site'], args: 0 },
  'mail show': { run: mailShow, options: [], args: 1 },
  'members settings': {
    run: membersSettings,
    options: ['site', 'signup', 'captcha', 'mfa'],
    args: 0,
  },
  'members list': { run: membersList, options: ['site'], args: 0 },
  'members approve': { run: membersApprove, options: ['site'], args: 1 },
  ...pricingCommands,
  'webhooks subscribe': { run: webhooksSubscribe, options: ['site', 'events', 'app'], args: 1 },
  'webhooks list': { run: webhooksList, options: ['site'], args: 0 },
  'webhooks unsubscribe': { run: webhooksUnsubscribe, options: ['site'], args: 1 },
  'webhooks deliveries': { run: webhooksDeliveries, options: ['site', 'status', 'limit'], args: 0 },
  'webhooks replay': { run: webhooksReplay, options: ['site'], args: 1 },
  'webhooks trigger': { run: webhooksTrigger, options: ['site', 'payload', 'entity'], args: 1 },
  'webhooks public-key': { run: webhooksPublicKey, options: [], args: 0 },
};

export interface ParsedCommand {
  name: string;
  command: Command;
  args: string[];
  options: CommandContext['options'];
}

const HINT = 'Run `help` for the list.';

/** Undefined means "print help"; a typo is a UsageError. Parsing needs no database. */
export function parseCommand(argv: string[]): ParsedCommand | undefined {
  const { positionals, values } = parseOptions(argv);
  if (values.help || !positionals.length || positionals[0] === 'help') return undefined;
  for (const words of [3, 2, 1]) {
    const name = positionals.slice(0, words).join(' ');
    const spec = commands[name];
    if (!spec) continue;
    const { help: _help, ...options } = values;
    checkUsage(name, spec, positionals.slice(words), options);
    return { name, command: spec.run, args: positionals.slice(words), options };
  }
  throw new UsageError(`Unknown command "${positionals.join(' ')}". ${HINT}`);
}

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        site: { type: 'string' },
        name: { type: 'string' },
        yes: { type: 'boolean' },
        signup: { type: 'string' },
        captcha: { type: 'string' },
        mfa: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...pricingFlagOptions,
        ...webhookFlagOptions,
      },
    });
  } catch (error) {
    // Node's own wording talks about positionals starting with '-', which misleads here.
    const code = (error as { code?: string }).code;
    const option = /'([^']+)'/.exec(String((error as Error).message))?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
      throw new UsageError(`Unknown option ${option}. ${HINT}`);
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function checkUsage(name: string, spec: CommandSpec, args: string[], options: object): void {
  for (const option of Object.keys(options)) {
    if (!spec.options.includes(option as OptionName)) {
      const accepted = spec.options.map((o) => `--${o}`).join(', ') || 'no options';
      throw new UsageError(`"${name}" does not take --${option} (it takes ${accepted}). ${HINT}`);
    }
  }
  const extra = args.slice(spec.args);
  if (extra.length) {
    throw new UsageError(
      `Unexpected argument${extra.length > 1 ? 's' : ''} for "${name}": ${extra.join(' ')}. ${HINT}`,
    );
  }
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
