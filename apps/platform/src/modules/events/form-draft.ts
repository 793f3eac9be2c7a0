import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { lockEvent } from './lock';

/**
 * Forms' Discard Draft (deprecated on 2026-01-05). The form keeps no draft of its own here: every
 * change to it is published at once, as the reference says of the real platform since then, so
 * there is nothing to discard and the answer is the empty object it documents. The event must be
 * the site's (EVENT_NOT_FOUND otherwise), drafts included: the caller is the owner.
 */
export async function discardFormDraft(db: Db, caller: Caller, eventId: string): Promise<object> {
  await lockEvent(db, caller.siteId, eventId);
  return {};
}
