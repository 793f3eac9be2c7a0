import { PolicyResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { eventsPolicies } from '../../db/schema/event-policies';
import { expectLifeRecorded, useCallers } from '../../owned/test-kit';
import { newEvent, seededEventId } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const FQDN = 'wix.events.v1.policy';
const JAZZ = seededEventId('summer-jazz-night');
const WORKSHOP = seededEventId('online-photography-workshop');

async function created(eventId: string, name: string) {
  const res = await c.asOwner('POST', '/events/v2/policies', {
    policy: { eventId, name, body: '<p>Full refund up to a week before.</p>' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PolicyResponse.parse(res.json()).policy;
}

describe('event policies', () => {
  it('creates, updates and deletes a policy, each recorded with the policy and the owner', async () => {
    const policy = await created(JAZZ, 'Refunds');
    expect(policy).toMatchObject({ eventId: JAZZ, name: 'Refunds', revision: '1' });
    const res = await c.asOwner('PATCH', `/events/v2/policies/${policy.id}`, {
      policy: { revision: '1', name: 'Refund policy' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = PolicyResponse.parse(res.json()).policy;
    expect(updated).toMatchObject({ name: 'Refund policy', revision: '2', body: policy.body });
    const stale = await c.asOwner('PATCH', `/events/v2/policies/${policy.id}`, {
      policy: { revision: '1', name: 'Late' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await c.asOwner('DELETE', `/events/v2/policies/${policy.id}`)).statusCode).toBe(200);
    expect((await c.asOwner('GET', `/events/v2/policies/${policy.id}`)).statusCode).toBe(404);

    await expectLifeRecorded(t.db, FQDN, [policy, updated]);
  });

  it('is scoped to the site: another site’s owner sees no policy and cannot use the event', async () => {
    const policy = await created(JAZZ, 'Scoped');
    const other = await c.asOtherSiteOwner();
    const get = await other('GET', `/events/v2/policies/${policy.id}`);
    expect(get.statusCode).toBe(404);
    const onDemoEvent = await other('POST', '/events/v2/policies', {
      policy: { eventId: JAZZ, name: 'Theirs', body: 'b' },
    });
    expect(onDemoEvent.statusCode).toBe(404);
  });

  it('allows three policies per event, then POLICIES_LIMIT_REACHED', async () => {
    for (const n of [1, 2, 3]) await created(WORKSHOP, `Policy ${n}`);
    const fourth = await c.asOwner('POST', '/events/v2/policies', {
      policy: { eventId: WORKSHOP, name: 'One too many', body: 'x' },
    });
    expect([fourth.statusCode, fourth.json().details.applicationError.code]).toEqual([
      400,
      'POLICIES_LIMIT_REACHED',
    ]);
  });

  it('never passes three policies under concurrent creates', async () => {
    const event = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ title: `Policies ${Math.random()}` }),
    });
    const eventId = event.json().event.id as string;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        c.asOwner('POST', '/events/v2/policies', {
          policy: { eventId, name: `Race ${n}`, body: 'b' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 400, 400]);
    const rows = await t.db
      .select()
      .from(eventsPolicies)
      .where(eq(eventsPolicies.eventId, eventId));
    expect(rows).toHaveLength(3);
  });

  it('answers bad input with the validation envelope; visitors get 403; unknown events 404', async () => {
    const long = await c.asOwner('POST', '/events/v2/policies', {
      policy: { eventId: JAZZ, name: 'x'.repeat(41), body: 'b' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.validationError.fieldViolations[0].field).toBe('policy.name');
    const visitor = await c.asVisitor('POST', '/events/v2/policies', {
      policy: { eventId: JAZZ, name: 'Mine', body: 'b' },
    });
    expect(visitor.statusCode).toBe(403);
    const unknown = await c.asOwner('POST', '/events/v2/policies', {
      policy: { eventId: '00000000-0000-4000-8000-000000000000', name: 'Ghost', body: 'b' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the official SDK’s paths (/events-policies/v2/policies…) as the documented ones', async () => {
    const SDK = '/events-policies/v2/policies';
    const event = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ title: `SDK policies ${Math.random()}` }),
    });
    const eventId = event.json().event.id as string;
    const res = await c.asOwner('POST', SDK, {
      policy: { eventId, name: 'From the SDK', body: '<p>No refunds.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const policy = PolicyResponse.parse(res.json()).policy;
    const read = await c.asOwner('GET', `${SDK}/${policy.id}`);
    expect([read.statusCode, read.json().policy]).toEqual([200, policy]);
    const patched = await c.asOwner('PATCH', `${SDK}/${policy.id}`, {
      policy: { revision: '1', name: 'Renamed' },
    });
    expect([patched.statusCode, patched.json().policy.name]).toEqual([200, 'Renamed']);
    expect((await c.asVisitor('GET', `${SDK}/${policy.id}`)).statusCode).toBe(403);
    expect((await c.asOwner('DELETE', `${SDK}/${policy.id}`)).statusCode).toBe(200);
    expect((await c.asOwner('GET', `/events/v2/policies/${policy.id}`)).statusCode).toBe(404);
  });
});
