import type { EventForm } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { lockEvent } from './lock';
import { getEvent } from './service';

/*
 * Forms' Discard Draft and Publish Draft (both deprecated on 2026-01-05). The form keeps no draft
 * of its own here: every change to it is published at once, as the reference says of the real
 * platform since then, so discarding has nothing to discard (the empty object it documents) and
 * publishing answers the form as it is. The event must be the site's (EVENT_NOT_FOUND otherwise),
 * drafts included: the caller is the owner.
 */

export async function discardFormDraft(
  db: Db,
  caller: Caller,
  eventId: string,
): Promise<Record<string, never>> {
  await lockEvent(db, caller.siteId, eventId);
  return {};
}

export async function publishFormDraft(
  db: Db,
  caller: Caller,
  eventId: string,
): Promise<{ form: EventForm }> {
  const { form } = await getEvent(db, caller, { id: eventId }, ['FORM']);
  return { form: form! };
}
