import type { WebhookIdentity } from '@headless/contract';
import type { IdentityType } from '../http/auth-context';
import type { RedirectSessionRow } from '../modules/redirects/store';
import { identityOf } from '../outbox/record';

/** A hosted page acts for the visitor or member whose redirect session it serves. */
export const sessionIdentity = (
  session: Pick<RedirectSessionRow, 'clientId' | 'createdByType' | 'createdById'>,
): WebhookIdentity =>
  identityOf({
    identity: { type: session.createdByType as IdentityType, id: session.createdById },
    clientId: session.clientId,
  });
