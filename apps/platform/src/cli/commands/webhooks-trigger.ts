import { TriggerWebhookEventRequest, type WebhookEventType } from '@headless/contract';
import { triggerEvent, webhookSigningKey } from '../../webhooks';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { parseWith } from './webhooks-args';

/** The app id the CLI's triggered events carry in their identity. */
export const CLI_APP_ID = 'platform-cli';

/** `webhooks trigger <eventType> --payload '<json>' [--entity <id>]`: prints the event id. */
export async function webhooksTrigger({ db, io, args, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  if (!args[0])
    throw new UsageError("Say which event: `webhooks trigger <eventType> --payload '{…}'`.");
  const input = parseWith(TriggerWebhookEventRequest, {
    eventType: args[0],
    payload: parsePayload(options.payload),
    ...(options.entity ? { entityId: options.entity } : {}),
  });
  const event = await triggerEvent(db, siteId, {
    ...input,
    eventType: input.eventType as WebhookEventType,
    appId: CLI_APP_ID,
  });
  io.out(event.eventId);
  io.err(`Recorded ${event.eventType} for entity ${event.entityId}.`);
}

function parsePayload(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError('--payload must be JSON, for example --payload \'{"id":"1"}\'.');
  }
}

/** `webhooks public-key`: the PEM receivers verify deliveries with. */
export async function webhooksPublicKey({ db, io }: CommandContext): Promise<void> {
  const key = await webhookSigningKey(db);
  io.out(key.publicKeyPem.trimEnd());
  io.err(`kid ${key.kid}, RS256`);
}
