import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { systemClock, type Clock } from '../kernel/clock';
import { help } from './commands/help';
import { pricingCommands, pricingFlagOptions } from './commands/pricing-commands';
import {
  command,
  lazy,
  UsageError,
  type Command,
  type CommandContext,
  type CommandSpec,
  type OptionName,
  type Output,
} from './types';
import { webhookFlagOptions } from './commands/webhooks-args';

// Each command's module, imported only when one of its commands runs.
const sitesList = () => import('./commands/sites-list');
const sitesPremium = () => import('./commands/sites-premium');
const sitesCreate = () => import('./commands/sites-create');
const appsList = () => import('./commands/apps-list');
const appsInstall = () => import('./commands/apps-install');
const appCredentials = () => import('./commands/app-credentials');
const clientsCreate = () => import('./commands/clients-create');
const clientsUris = () => import('./commands/clients-uris');
const apiKeys = () => import('./commands/api-keys');
const reservationsExpire = () => import('./commands/reservations-expire');
const mailList = () => import('./commands/mail-list');
const mailShow = () => import('./commands/mail-show');
const members = () => import('./commands/members');
const webhooksSubscribe = () => import('./commands/webhooks-subscribe');
const webhooksDeliveries = () => import('./commands/webhooks-deliveries');
const webhooksTrigger = () => import('./commands/webhooks-trigger');
const seed = () => import('./commands/seed');
const reset = () => import('./commands/reset');

const commands: Record<string, CommandSpec> = {
  'sites list': command(lazy(sitesList, 'sitesList')),
  'sites premium': command(lazy(sitesPremium, 'sitesPremium'), ['site'], 1),
  'sites create': command(lazy(sitesCreate, 'sitesCreate'), ['name', 'catalog']),
  'apps list': command(lazy(appsList, 'appsList'), ['site']),
  'apps install': command(lazy(appsInstall, 'appsInstall'), ['site'], 1),
  'apps uninstall': command(lazy(appsInstall, 'appsUninstall'), ['site'], 1),
  'apps credentials create': command(lazy(appCredentials, 'appsCredentialsCreate'), [
    'site',
    'name',
  ]),
  'apps credentials revoke': command(lazy(appCredentials, 'appsCredentialsRevoke'), [], 1),
  seed: command(lazy(seed, 'seed')),
  reset: command(lazy(reset, 'reset'), ['yes']),
  'clients create': command(lazy(clientsCreate, 'clientsCreate'), ['site', 'name']),
  'clients list': command(lazy(clientsUris, 'clientsList'), ['site']),
  'clients allow': command(lazy(clientsUris, 'clientsAllow'), [], 2),
  'clients disallow': command(lazy(clientsUris, 'clientsDisallow'), [], 2),
  'apikeys create': command(lazy(apiKeys, 'apiKeysCreate'), ['site', 'name']),
  'apikeys revoke': command(lazy(apiKeys, 'apiKeysRevoke'), [], 1),
  'reservations expire': command(lazy(reservationsExpire, 'reservationsExpire'), [], 1),
  'mail list': command(lazy(mailList, 'mailList'), ['site']),
  'mail show': command(lazy(mailShow, 'mailShow'), [], 1),
  'members settings': command(lazy(members, 'membersSettings'), [
    'site',
    'signup',
    'captcha',
    'mfa',
  ]),
  'members list': command(lazy(members, 'membersList'), ['site']),
  'members approve': command(lazy(members, 'membersApprove'), ['site'], 1),
  ...pricingCommands,
  'webhooks subscribe': command(
    lazy(webhooksSubscribe, 'webhooksSubscribe'),
    ['site', 'events', 'app'],
    1,
  ),
  'webhooks list': command(lazy(webhooksSubscribe, 'webhooksList'), ['site']),
  'webhooks unsubscribe': command(lazy(webhooksSubscribe, 'webhooksUnsubscribe'), ['site'], 1),
  'webhooks deliveries': command(lazy(webhooksDeliveries, 'webhooksDeliveries'), [
    'site',
    'status',
    'limit',
  ]),
  'webhooks replay': command(lazy(webhooksDeliveries, 'webhooksReplay'), ['site'], 1),
  'webhooks trigger': command(
    lazy(webhooksTrigger, 'webhooksTrigger'),
    ['site', 'payload', 'entity'],
    1,
  ),
  'webhooks public-key': command(lazy(webhooksTrigger, 'webhooksPublicKey')),
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
        catalog: { type: 'string' },
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
export async function runParsed(
  parsed: ParsedCommand,
  db: Db,
  io: Output,
  clock: Clock = systemClock(),
): Promise<number> {
  try {
    await parsed.command({ db, io, clock, args: parsed.args, options: parsed.options });
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
export async function runCommand(
  argv: string[],
  db: Db,
  io: Output,
  clock: Clock = systemClock(),
): Promise<number> {
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
  return runParsed(parsed, db, io, clock);
}
