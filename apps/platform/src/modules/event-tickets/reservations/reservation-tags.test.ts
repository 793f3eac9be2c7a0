// Ticket Reservations' tags: the owner assigns and unassigns them in bulk, by ids (each item on
// its own) or by filter; a reservation carries them, its private ones read by the owner only.
import {
  BulkUpdateTicketReservationTagsResponse,
  TicketReservationResponse,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const URL = '/events/v1/ticket-reservations';
const BULK = '/events/v1/bulk/ticket-reservations';
const SDK_BULK = '/_api/events-ticket-reservations/v1/bulk/ticket-reservations';

async function reservation(defId: string) {
  const res = await k.asVisitor('POST', URL, {
    ticketReservation: { tickets: [{ ticketDefinitionId: defId, quantity: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TicketReservationResponse.parse(res.json()).ticketReservation.id;
}

const tagsOf = async (id: string, call = k.asOwner) =>
  TicketReservationResponse.parse((await call('GET', `${URL}/${id}`)).json()).ticketReservation
    .tags;

describe('ticket reservation tags', () => {
  it('a new reservation has none; the owner tags several, an unknown one fails alone', async () => {
    const defId = await k.newDefinition();
    const [first, second] = [await reservation(defId), await reservation(defId)];
    expect(await tagsOf(first)).toEqual({ privateTags: { tagIds: [] }, tags: { tagIds: [] } });
    const missing = randomUUID();
    const res = await k.asOwner('POST', `${BULK}/update-tags`, {
      ids: [first, missing, second],
      assignTags: { tags: { tagIds: ['vip', 'early'] }, privateTags: { tagIds: ['comp'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = BulkUpdateTicketReservationTagsResponse.parse(res.json());
    expect(body.results.map((r) => [r.itemMetadata.id, r.itemMetadata.success])).toEqual([
      [first, true],
      [missing, false],
      [second, true],
    ]);
    expect(body.results[1]!.itemMetadata.error?.code).toBe('RESERVATION_NOT_FOUND');
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(await tagsOf(second)).toEqual({
      privateTags: { tagIds: ['comp'] },
      tags: { tagIds: ['vip', 'early'] },
    });
    // The buyer reads the public tags only.
    expect(await tagsOf(second, k.asVisitor)).toEqual({ tags: { tagIds: ['vip', 'early'] } });
  });

  it('unassigns; a tag both assigned and unassigned stays; on the SDK path too', async () => {
    const defId = await k.newDefinition();
    const id = await reservation(defId);
    await k.asOwner('POST', `${BULK}/update-tags`, {
      ids: [id],
      assignTags: { tags: { tagIds: ['a', 'b', 'c'] } },
    });
    const res = await k.asOwner('POST', `${SDK_BULK}/update-tags`, {
      ids: [id],
      assignTags: { tags: { tagIds: ['c', 'd'] } },
      unassignTags: { tags: { tagIds: ['a', 'c'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tagsOf(id)).tags).toEqual({ tagIds: ['b', 'c', 'd'] });
  });

  it('by filter: every matching reservation of the site, before the answer', async () => {
    const defId = await k.newDefinition();
    const [tagged, other] = [await reservation(defId), await reservation(defId)];
    const marker = `m${Math.random().toString(36).slice(2, 8)}`;
    await k.asOwner('POST', `${BULK}/update-tags`, {
      ids: [tagged],
      assignTags: { privateTags: { tagIds: [marker] } },
    });
    const res = await k.asOwner('POST', `${BULK}/update-tags-by-filter`, {
      filter: { 'tags.privateTags.tagIds': { $hasSome: [marker] }, status: 'PENDING' },
      assignTags: { tags: { tagIds: ['checked'] } },
      unassignTags: { privateTags: { tagIds: [marker] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tagsOf(tagged)).toEqual({
      privateTags: { tagIds: [] },
      tags: { tagIds: ['checked'] },
    });
    expect((await tagsOf(other)).tags).toEqual({ tagIds: [] });
  });

  it('is the owner’s, with ids and assignTags, and a filter the reservations know', async () => {
    const defId = await k.newDefinition();
    const id = await reservation(defId);
    const body = { ids: [id], assignTags: { tags: { tagIds: ['x'] } } };
    expectAppError(await k.asVisitor('POST', `${BULK}/update-tags`, body), 403, 'FORBIDDEN');
    expectValidationError(
      await k.asOwner('POST', `${BULK}/update-tags`, { ids: [], assignTags: {} }),
      ['ids:MIN_SIZE'],
    );
    expectValidationError(await k.asOwner('POST', `${BULK}/update-tags`, { ids: [id] }), [
      'assignTags:REQUIRED_FIELD',
    ]);
    const unknownField = await k.asOwner('POST', `${BULK}/update-tags-by-filter`, {
      filter: { nope: 1 },
      assignTags: { tags: { tagIds: ['x'] } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await tagsOf(id)).tags).toEqual({ tagIds: [] });
  });
});
