import type { Db } from '../db/client';
import type { Clock } from '../kernel/clock';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export interface CommandContext {
  db: Db;
  io: Output;
  /** Where the command's "now" comes from (expiry, activity windows, revocation times). */
  clock: Clock;
  /** Positionals after the command words, e.g. the app name of `apps install <app>`. */
  args: string[];
  options: { site?: string; name?: string; catalog?: string; yes?: boolean } & PricingFlags &
    WebhookFlags &
    MemberFlags;
}

export type Command = (ctx: CommandContext) => Promise<void>;

export type OptionName = keyof CommandContext['options'];

/** What each command accepts: anything else is a mistake worth saying, not ignoring. */
export interface CommandSpec {
  run: Command;
  options: readonly OptionName[];
  /** How many positionals follow the command words, at most. */
  args: number;
}

/** A row of the command table: no options and no positionals unless given. */
export function command(run: Command, options: readonly OptionName[] = [], args = 0): CommandSpec {
  return { run, options, args };
}

/**
 * A command whose module is imported when it runs: the CLI then compiles and loads one command's
 * code, not every command's (most of its start-up time).
 */
export function lazy<K extends string>(load: () => Promise<Record<K, Command>>, name: K): Command {
  return async (ctx) => (await load())[name](ctx);
}

/** A mistake of the user's (unknown app, missing flag): printed without a stack, exit code 1. */
export class UsageError extends Error {}

/** Flags of the cart pricing commands (commands/pricing-commands.ts). */
export type PricingFlags = Partial<
  Record<
    | 'code'
    | 'type'
    | 'value'
    | 'product'
    | 'from'
    | 'to'
    | 'min-subtotal'
    | 'usage-limit'
    | 'title'
    | 'carrier'
    | 'cost'
    | 'kind'
    | 'country'
    | 'condition'
    | 'priority'
    | 'delivery-time'
    | 'slots'
    | 'pickup-address'
    | 'subdivision'
    | 'rate-type'
    | 'rate',
    string
  >
>;

/** Flags of the webhook commands (commands/webhooks-args.ts). */
export type WebhookFlags = Partial<
  Record<'events' | 'status' | 'limit' | 'payload' | 'entity' | 'app', string>
>;

/** Flags of `members settings` (commands/members.ts). */
export type MemberFlags = Partial<Record<'signup' | 'captcha' | 'mfa', string>>;
