import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/callers';
import { expectAppError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { memberToken } from '../pricing-plans/test-kit';
import { addItem, publish, SCHEDULE, scheduledEvent } from './test-kit';

const t = useTestApp();
const c = useCallers(t);

async function member() {
  return caller(t.app, { authorization: await memberToken(t.db, randomUUID()) });
}

describe('schedule bookmarks', () => {
  it('a member bookmarks published items and lists only their own, in the schedule’s order', async () => {
    const eventId = await scheduledEvent(c);
    const first = await addItem(c, eventId, 1);
    const second = await addItem(c, eventId, 2);
    await publish(c, eventId);
    const ada = await member();
    const grace = await member();
    for (const item of [second, first]) {
      const res = await ada('POST', `${SCHEDULE}/${item.id}/bookmark`, { eventId });
      expect(res.statusCode, res.body).toBe(200);
    }
    await ada('POST', `${SCHEDULE}/${first.id}/bookmark`, { eventId });
    await grace('POST', `${SCHEDULE}/${second.id}/bookmark`, { eventId });

    const listed = await ada('GET', `${SCHEDULE}/bookmarks?eventId=${eventId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);

    const removed = await ada('DELETE', `${SCHEDULE}/${first.id}/bookmark?eventId=${eventId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await ada('GET', `${SCHEDULE}/bookmarks?eventId=${eventId}`);
    expect(after.json().items.map((i: { id: string }) => i.id)).toEqual([second.id]);
  });

  it('refuses visitors, draft items, and forgets bookmarks of items unpublished', async () => {
    const eventId = await scheduledEvent(c);
    const item = await addItem(c, eventId, 1);
    const ada = await member();
    expectAppError(
      await ada('POST', `${SCHEDULE}/${item.id}/bookmark`, { eventId }),
      404,
      'SCHEDULE_ITEM_NOT_FOUND',
    );
    await publish(c, eventId);
    expectAppError(
      await c.asVisitor('POST', `${SCHEDULE}/${item.id}/bookmark`, { eventId }),
      403,
      'MEMBER_ONLY',
    );
    expectAppError(
      await c.asVisitor('GET', `${SCHEDULE}/bookmarks?eventId=${eventId}`),
      403,
      'MEMBER_ONLY',
    );
    await ada('POST', `${SCHEDULE}/${item.id}/bookmark`, { eventId });
    await c.asOwner('DELETE', `${SCHEDULE}/draft/items?eventId=${eventId}&itemIds=${item.id}`);
    await publish(c, eventId);
    expect((await ada('GET', `${SCHEDULE}/bookmarks?eventId=${eventId}`)).json()).toEqual({
      items: [],
    });
    const noEvent = await ada('POST', `${SCHEDULE}/${item.id}/bookmark`, {});
    expect(noEvent.statusCode).toBe(400);
  });
});
