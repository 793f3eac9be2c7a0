import { ListWebhookDeliveriesQuery, type WebhookDelivery } from '@headless/contract';
import { listDeliveries, replayDelivery } from '../../webhooks';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { deliveryIdArg, parseWith } from './webhooks-args';

/** `webhooks deliveries [--status S] [--limit n]`: newest first, one line each plus its attempts. */
export async function webhooksDeliveries({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const query = parseWith(ListWebhookDeliveriesQuery, {
    ...(options.status ? { status: options.status } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  });
  const { deliveries } = await listDeliveries(db, siteId, query);
  if (!deliveries.length) io.out('No webhook deliveries yet.');
  for (const d of deliveries) printDelivery(io.out, d);
}

/** `webhooks replay <deliveryId>`: sent again by the running platform's dispatcher. */
export async function webhooksReplay({ db, io, args, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const id = deliveryIdArg(args[0], 'webhooks replay <delivery id>');
  const delivery = await replayDelivery(db, siteId, id);
  if (!delivery) throw new UsageError(`No webhook delivery ${id}. Run \`webhooks deliveries\`.`);
  io.out(`Delivery ${id} is PENDING again; the platform sends it within a second if it runs.`);
}

function printDelivery(out: (line: string) => void, d: WebhookDelivery): void {
  out(
    `${d.id}  ${d.status}  ${d.eventType}  ${d.entityId}  → ${d.url}  attempts ${d.attemptCount}` +
      `  created ${d.createdDate}`,
  );
  for (const a of d.attempts)
    out(
      `    #${a.attempt}  ${a.startedDate}  ${a.statusCode ?? '-'}  ${a.durationMs ?? '-'} ms${a.error ? `  ${a.error}` : ''}`,
    );
}
