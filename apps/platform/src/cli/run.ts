import { parseArgs } from 'node:util';
import type { Db } from '../db/client';
import { systemClock, type Clock } from '../kernel/clock';
import { help } from './commands/help';
import { pricingCommands, pricingFlagOptions } from './commands/pricing-commands';
import { lazy, UsageError, type Command, type CommandContext, type Output } from './types';
import { webhookFlagOptions } from './commands/webhooks-args';

type OptionName = keyof CommandContext['options'];

/** What each command accepts: anything else is a mistake worth saying, not ignoring. */
interface CommandSpec {
  run: Command;
  options: readonly OptionName[];
  /** How many positionals follow the command words, at most. */
  args: number;
}

const commands: Record<string, CommandSpec> = {
  'sites list': {
    run: lazy(() => import('./commands/sites-list'), 'sitesList'),
    options: [],
    args: 0,
  },
  'sites premium': {
    run: lazy(() => import('./commands/sites-premium'), 'sitesPremium'),
    options: ['site'],
    args: 1,
  },
  'apps list': {
    run: lazy(() => import('./commands/apps-list'), 'appsList'),
    options: ['site'],
    args: 0,
  },
  'apps install': {
    run: lazy(() => import('./commands/apps-install'), 'appsInstall'),
    options: ['site'],
    args: 1,
  },
  'apps uninstall': {
    run: lazy(() => import('./commands/apps-install'), 'appsUninstall'),
    options: ['site'],
    args: 1,
  },
  'apps credentials create': {
    run: lazy(() => import('./commands/app-credentials'), 'appsCredentialsCreate'),
    options: ['site', 'name'],
    args: 0,
  },
  'apps credentials revoke': {
    run: lazy(() => import('./commands/app-credentials'), 'appsCredentialsRevoke'),
    options: [],
    args: 1,
  },
  seed: { run: lazy(() => import('./commands/seed'), 'seed'), options: [], args: 0 },
  reset: { run: lazy(() => import('./commands/reset'), 'reset'), options: ['yes'], args: 0 },
  'clients create': {
    run: lazy(() => import('./commands/clients-create'), 'clientsCreate'),
    options: ['site', 'name'],
    args: 0,
  },
  'clients list': {
    run: lazy(() => import('./commands/clients-uris'), 'clientsList'),
    options: ['site'],
    args: 0,
  },
  'clients allow': {
    run: lazy(() => import('./commands/clients-uris'), 'clientsAllow'),
    options: [],
    args: 2,
  },
  'clients disallow': {
    run: lazy(() => import('./commands/clients-uris'), 'clientsDisallow'),
    options: [],
    args: 2,
  },
  'apikeys create': {
    run: lazy(() => import('./commands/api-keys'), 'apiKeysCreate'),
    options: ['site', 'name'],
    args: 0,
  },
  'apikeys revoke': {
    run: lazy(() => import('./commands/api-keys'), 'apiKeysRevoke'),
    options: [],
    args: 1,
  },
  'reservations expire': {
    run: lazy(() => import('./commands/reservations-expire'), 'reservationsExpire'),
    options: [],
    args: 1,
  },
  'mail list': {
    run: lazy(() => import('./commands/mail-list'), 'mailList'),
    options: ['site'],
    args: 0,
  },
  'mail show': {
    run: lazy(() => import('./commands/mail-show'), 'mailShow'),
    options: [],
    args: 1,
  },
  'members settings': {
    run: lazy(() => import('./commands/members'), 'membersSettings'),
    options: ['site', 'signup', 'captcha', 'mfa'],
    args: 0,
  },
  'members list': {
    run: lazy(() => import('./commands/members'), 'membersList'),
    options: ['site'],
    args: 0,
  },
  'members approve': {
    run: lazy(() => import('./commands/members'), 'membersApprove'),
    options: ['site'],
    args: 1,
  },
  ...pricingCommands,
  'webhooks subscribe': {
    run: lazy(() => import('./commands/webhooks-subscribe'), 'webhooksSubscribe'),
    options: ['site', 'events', 'app'],
    args: 1,
  },
  'webhooks list': {
    run: lazy(() => import('./commands/webhooks-subscribe'), 'webhooksList'),
    options: ['site'],
    args: 0,
  },
  'webhooks unsubscribe': {
    run: lazy(() => import('./commands/webhooks-subscribe'), 'webhooksUnsubscribe'),
    options: ['site'],
    args: 1,
  },
  'webhooks deliveries': {
    run: lazy(() => import('./commands/webhooks-deliveries'), 'webhooksDeliveries'),
    options: ['site', 'status', 'limit'],
    args: 0,
  },
  'webhooks replay': {
    run: lazy(() => import('./commands/webhooks-deliveries'), 'webhooksReplay'),
    options: ['site'],
    args: 1,
  },
  'webhooks trigger': {
    run: lazy(() => import('./commands/webhooks-trigger'), 'webhooksTrigger'),
    options: ['site', 'payload', 'entity'],
    args: 1,
  },
  'webhooks public-key': {
    run: lazy(() => import('./commands/webhooks-trigger'), 'webhooksPublicKey'),
    options: [],
    args: 0,
  },
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
