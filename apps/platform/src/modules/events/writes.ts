import {
  EventFields,
  EventsErrorCode,
  type CloneEventRequest,
  type CreateEventRequest,
  type EventPatch,
  type WebhookIdentity,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsEvents as e } from '../../db/schema/events';
import { conflict, invalid } from '../../errors';
import { categoryIdsOf, resolveCategories, setEventCategories } from './categories';
import { eventValues, fieldsOfRow } from './input';
import { lockEvent } from './lock';
import { applyPatch } from './merge';
import { eventSnapshot, recordEventNotification } from './notifications';
import { parseEventFields } from './parse-fields';
import { freeSlug, isSlugConflict, slugify, slugTaken } from './slugs';

/** Top-level event fields an update or a clone may set. */
const PATCHABLE: readonly string[] = Object.keys(EventFields.shape);

const slugExists = (slug: string) =>
  invalid(EventsErrorCode.slugAlreadyExists, `Slug ${slug} is already used by another event`, {
    slug,
  });

/** Retries the whole transaction when a concurrent insert took the generated slug. */
async function retryOnSlugRace<T>(custom: string | undefined, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
      if (custom !== undefined) throw slugExists(custom);
      if (attempt >= 5) throw error;
    }
  }
}

interface NewEvent {
  fields: EventFields;
  draft: boolean;
  now: Date;
  notification: 'created' | 'cloned';
  /** The clone's source, for the cloned event's body. */
  originalEventId?: string;
  identity?: WebhookIdentity;
}

async function insertEvent(db: Db, siteId: string, input: NewEvent): Promise<string> {
  const { fields, draft, now } = input;
  const values = eventValues(fields);
  return retryOnSlugRace(fields.slug, () =>
    db.transaction(async (tx) => {
      if (fields.slug && (await slugTaken(tx, siteId, fields.slug))) throw slugExists(fields.slug);
      const slug = fields.slug ?? (await freeSlug(tx, siteId, slugify(fields.title)));
      const state = draft ? 'DRAFT' : 'PUBLISHED';
      const [row] = await tx
        .insert(e)
        .values({
          ...values,
          siteId,
          slug,
          state,
          createdAt: now,
          updatedAt: now,
          publishedAt: draft ? null : now,
        })
        .returning({ id: e.id });
      if (!row) throw new Error('event insert returned no row');
      await setEventCategories(
        tx,
        siteId,
        row.id,
        await resolveCategories(tx, siteId, fields.categories ?? []),
      );
      const event = await eventSnapshot(tx, siteId, row.id, now);
      const body =
        input.notification === 'created'
          ? event
          : { event, originalEventId: input.originalEventId };
      await recordEventNotification(tx, siteId, row.id, input.notification, body, input.identity);
      if (!draft)
        await recordEventNotification(tx, siteId, row.id, 'published', {}, input.identity);
      return row.id;
    }),
  );
}

export function createEvent(
  db: Db,
  siteId: string,
  request: CreateEventRequest,
  now: Date,
  identity?: WebhookIdentity,
) {
  return insertEvent(db, siteId, {
    fields: request.event,
    draft: request.draft ?? false,
    now,
    notification: 'created',
    identity,
  });
}

/** A copy with a fresh slug (unless one is given), its overrides applied through the mask. */
export async function cloneEvent(
  db: Db,
  siteId: string,
  eventId: string,
  request: CloneEventRequest,
  now: Date,
  identity?: WebhookIdentity,
): Promise<string> {
  const row = await lockEvent(db, siteId, eventId);
  const current = fieldsOfRow(row, await categoryIdsOf(db, row.id));
  const { id: _id, ...overrides } = request.event ?? {};
  const base = {
    ...current,
    slug: undefined,
    registration: { ...current.registration, status: undefined },
  };
  const merged = applyPatch(base, overrides, request.mask, PATCHABLE);
  return insertEvent(db, siteId, {
    fields: parseEventFields(merged),
    draft: request.draft ?? false,
    now,
    notification: 'cloned',
    originalEventId: row.id,
    identity,
  });
}

/** Applies a patch to an event that is not cancelled; the merged event is validated as a whole. */
export async function updateEvent(
  db: Db,
  siteId: string,
  patch: EventPatch & { id: string },
  mask: string | string[] | undefined,
  now: Date,
  identity?: WebhookIdentity,
): Promise<void> {
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
    await tx
      .update(e)
      .set({ ...eventValues(fields, row.currency), slug: fields.slug ?? row.slug, updatedAt: now })
      .where(and(eq(e.siteId, siteId), eq(e.id, row.id)));
    if ('categories' in merged) {
      const ids = await resolveCategories(tx, siteId, fields.categories ?? []);
      await setEventCategories(tx, siteId, row.id, ids);
    }
    const event = await eventSnapshot(tx, siteId, row.id, now);
    await recordEventNotification(tx, siteId, row.id, 'updated', event, identity);
  });
}
