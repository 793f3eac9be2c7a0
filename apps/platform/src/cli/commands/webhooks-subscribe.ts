import { CreateWebhookSubscriptionRequest } from '@headless/contract';
import { createSubscription, deleteSubscription, listSubscriptions } from '../../webhooks';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { parseWith } from './webhooks-args';
import { isUuid } from '../../kernel/ids';

/**
 * `webhooks subscribe <url> [--events a,b] [--app <appId>]`: every event type when --events is
 * absent; the app is the API's `appId` (one subscription per site, app and URL).
 */
export async function webhooksSubscribe({ db, io, args, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  if (!args[0]) throw new UsageError('Say where to send them: `webhooks subscribe <url>`.');
  const eventTypes = options.events
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const input = parseWith(CreateWebhookSubscriptionRequest, {
    url: args[0],
    eventTypes,
    appId: options.app,
  });
  const subscription = await createSubscription(db, siteId, input);
  io.out(subscription.id);
  io.err(
    `Subscribed ${subscription.url} to ${describeTypes(subscription.eventTypes)} for app ${subscription.appId}.`,
  );
}

export async function webhooksList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const subscriptions = await listSubscriptions(db, siteId);
  if (!subscriptions.length)
    io.out('No webhook subscriptions. Add one with `webhooks subscribe <url>`.');
  for (const s of subscriptions)
    io.out(`${s.id}  ${s.appId}  ${s.url}  ${describeTypes(s.eventTypes)}`);
}

export async function webhooksUnsubscribe({
  db,
  io,
  args,
  options,
}: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const id = args[0];
  if (!id) throw new UsageError('Say which subscription: `webhooks unsubscribe <id>`.');
  if (!isUuid(id) || !(await deleteSubscription(db, siteId, id)))
    throw new UsageError(`No webhook subscription ${id}. Run \`webhooks list\` to see them.`);
  io.out(`Unsubscribed ${id}.`);
}

const describeTypes = (types: string[]) => (types.length ? types.join(', ') : 'every event type');
