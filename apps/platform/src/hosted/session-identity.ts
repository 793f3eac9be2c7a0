import type { WebhookIdentity } from '@headless/contract';
import type { IdentityType } from '../http/auth-context';
import { identityOf } from '../kernel/caller';
import type { RedirectSessionRow } from '../modules/redirects';

/** A hosted page acts for the visitor or member whose redirect session it serves. */
export const sessionIdentity = (
  session: Pick<RedirectSessionRow, 'clientId' | 'createdByType' | 'createdById'>,
): WebhookIdentity =>
  identityOf({
    identity: { type: session.createdByType as IdentityType, id: session.createdById },
    clientId: session.clientId,
  });
