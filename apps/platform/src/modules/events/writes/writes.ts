import {
  EventFields,
  EventsErrorCode,
  type CloneEventRequest,
  type CreateEventRequest,
  type EventPatch,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsEvents as e } from '../../../db/schema/events';
import { onUniqueViolation } from '../../../db/unique-violation';
import { conflict, invalid } from '../../../kernel/errors';
import { insertUnderFreeSlug } from '../../../kernel/slug';
import { categoryIdsOf, resolveCategories, setEventCategories } from '../categories';
import { eventValues, fieldsOfRow } from './input';
import { lockEvent } from '../lock';
import { applyPatch } from './merge';
import { eventSnapshot, recordEventNotification } from './notifications';
import { parseEventFields } from '../parse-fields';
import { freeSlug, SLUG_CONSTRAINT, SLUG_KEY, slugify, slugTaken } from './slugs';
import type { Caller } from '../../../kernel/caller';

/** Top-level event fields an update or a clone may set. */
const PATCHABLE: readonly string[] = Object.keys(EventFields.shape);

const slugExists = (slug: string) =>
  invalid(EventsErrorCode.slugAlreadyExists, `Slug ${slug} is already used by another event`, {
    slug,
  });

interface NewEvent {
  fields: EventFields;
  draft: boolean;
  notification: 'created' | 'cloned';
  /** The clone's source, for the cloned event's body. */
  originalEventId?: string;
}

/**
 * The event's row under the caller's slug or the first free one made from its title. A slug taken
 * by a concurrent writer since the check skips the insert (ON CONFLICT): the chosen slug is then
 * refused, a generated one gives way to the next free one.
 */
async function insertEventRow(tx: Db, caller: Caller, input: NewEvent): Promise<string> {
  const { siteId, now } = caller;
  const { fields, draft } = input;
  if (fields.slug && (await slugTaken(tx, siteId, fields.slug))) throw slugExists(fields.slug);
  const insert = async (slug: string) => {
    const [inserted] = await tx
      .insert(e)
      .values({
        ...eventValues(fields),
        siteId,
        slug,
        state: draft ? 'DRAFT' : 'PUBLISHED',
        createdAt: now,
        updatedAt: now,
        publishedAt: draft ? null : now,
      })
      .onConflictDoNothing({ target: SLUG_KEY })
      .returning({ id: e.id });
    return inserted?.id;
  };
  if (!fields.slug)
    return insertUnderFreeSlug(() => freeSlug(tx, siteId, slugify(fields.title)), insert);
  const id = await insert(fields.slug);
  if (!id) throw slugExists(fields.slug);
  return id;
}

async function insertEvent(db: Db, caller: Caller, input: NewEvent): Promise<string> {
  const { siteId, now } = caller;
  const { fields, draft } = input;
  return db.transaction(async (tx) => {
    const id = await insertEventRow(tx, caller, input);
    const categories = await resolveCategories(tx, siteId, fields.categories ?? []);
    await setEventCategories(tx, siteId, id, categories);
    const event = await eventSnapshot(tx, siteId, id, now);
    const body =
      input.notification === 'created' ? event : { event, originalEventId: input.originalEventId };
    await recordEventNotification(tx, caller, id, input.notification, body);
    if (!draft) await recordEventNotification(tx, caller, id, 'published');
    return id;
  });
}

export function createEvent(db: Db, caller: Caller, request: CreateEventRequest) {
  return insertEvent(db, caller, {
    fields: request.event,
    draft: request.draft ?? false,
    notification: 'created',
  });
}

/** A copy with a fresh slug (unless one is given), its overrides applied through the mask. */
export async function cloneEvent(
  db: Db,
  caller: Caller,
  eventId: string,
  request: CloneEventRequest,
): Promise<string> {
  const row = await lockEvent(db, caller.siteId, eventId);
  const current = fieldsOfRow(row, await categoryIdsOf(db, row.id));
  const { id: _id, ...overrides } = request.event ?? {};
  const base = {
    ...current,
    slug: undefined,
    registration: { ...current.registration, status: undefined },
  };
  const merged = applyPatch(base, overrides, request.mask, PATCHABLE);
  return insertEvent(db, caller, {
    fields: parseEventFields(merged),
    draft: request.draft ?? false,
    notification: 'cloned',
    originalEventId: row.id,
  });
}

/** Applies a patch to an event that is not cancelled; the merged event is validated as a whole. */
export async function updateEvent(
  db: Db,
  caller: Caller,
  patch: EventPatch & { id: string },
  mask: string | string[] | undefined,
): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, siteId, patch.id, true);
    if (row.state === 'CANCELED')
      throw conflict(EventsErrorCode.canceledNotEditable, 'A cancelled event cannot be updated', {
        eventId: row.id,
      });
    const { id: _id, ...changes } = patch;
    const current = fieldsOfRow(row, await categoryIdsOf(tx, row.id));
    const merged = applyPatch(current, changes, mask, PATCHABLE, 'mask');
    const typeChanged = (merged as EventFields).registration?.initialType !== row.registrationType;
    const asked = (changes as Partial<EventFields>).registration?.status;
    if (typeChanged && asked === undefined) delete (merged as EventFields).registration?.status;
    const fields = parseEventFields(merged);
    if (fields.slug && (await slugTaken(tx, siteId, fields.slug, row.id)))
      throw slugExists(fields.slug);
    // A concurrent writer that took the chosen slug since the check violates the slug key.
    await onUniqueViolation(
      SLUG_CONSTRAINT,
      () => slugExists(fields.slug!),
      () =>
        tx
          .update(e)
          .set({
            ...eventValues(fields, row.currency),
            slug: fields.slug ?? row.slug,
            updatedAt: now,
          })
          .where(and(eq(e.siteId, siteId), eq(e.id, row.id))),
    );
    if ('categories' in merged) {
      const ids = await resolveCategories(tx, siteId, fields.categories ?? []);
      await setEventCategories(tx, siteId, row.id, ids);
    }
    const event = await eventSnapshot(tx, siteId, row.id, now);
    await recordEventNotification(tx, caller, row.id, 'updated', event);
  });
}
