import type { WebhookIdentity } from '@headless/contract';

/**
 * Who makes a change, as the services that record domain events need it: the site, the identity
 * the event names, and the request's `now` from the app's clock. The auth plugin builds it once
 * per request (`request.caller`).
 */
export interface Caller {
  siteId: string;
  identity: WebhookIdentity;
  now: Date;
}
