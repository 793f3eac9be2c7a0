import { EventPolicy } from '@headless/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

// Policies v2's query (anyone, published events) and reorder (the owner), on the SDK's paths.
const t = useTestApp();
const c = useCallers(t);
const SDK = '/events-policies/v2/policies';
const Page = z.object({ policies: z.array(EventPolicy) });

async function eventWithPolicies(names: string[], draft = false) {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `Policies ${Math.random()}` }),
    draft,
  });
  expect(res.statusCode, res.body).toBe(200);
  const eventId = res.json().event.id as string;
  const ids: Record<string, string> = {};
  for (const name of names) {
    const made = await c.asOwner('POST', SDK, {
      policy: { eventId, name, body: `<p>${name}</p>` },
    });
    expect(made.statusCode, made.body).toBe(200);
    ids[name] = made.json().policy.id;
  }
  return { eventId, ids };
}
const namesOf = (body: unknown) => Page.parse(body).policies.map((p) => p.name);

describe('event policies: query and order', () => {
  it("queries an event's policies, newest first, paging by cursor; visitors see published events'", async () => {
    const { eventId } = await eventWithPolicies(['A', 'B', 'C']);
    const filter = { eventId };
    const first = await c.asVisitor('POST', `${SDK}/query`, {
      query: { filter, cursorPaging: { limit: 2 } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(namesOf(first.json())).toEqual(['C', 'B']);
    expect(first.json().metadata.hasNext).toBe(true);
    const next = await c.asVisitor('POST', '/events/v2/policies/query', {
      query: { cursorPaging: { cursor: first.json().metadata.cursors.next } },
    });
    expect(namesOf(next.json())).toEqual(['A']);
    const sorted = await c.asOwner('POST', `${SDK}/query`, {
      query: { filter, sort: [{ fieldName: 'name', order: 'ASC' }] },
    });
    expect(namesOf(sorted.json())).toEqual(['A', 'B', 'C']);

    const draft = await eventWithPolicies(['Hidden'], true);
    const asVisitor = await c.asVisitor('POST', `${SDK}/query`, {
      query: { filter: { eventId: draft.eventId } },
    });
    expect(namesOf(asVisitor.json())).toEqual([]);
    const asOwner = await c.asOwner('POST', `${SDK}/query`, {
      query: { filter: { eventId: draft.eventId } },
    });
    expect(namesOf(asOwner.json())).toEqual(['Hidden']);
    expectValidationError(
      await c.asVisitor('POST', `${SDK}/query`, { query: { filter: { body: 'x' } } }),
      ['query.filter.body:FIELD_NOT_ALLOWED'],
    );
  });

  it('moves a policy before or after another; the order holds for the query', async () => {
    const { eventId, ids } = await eventWithPolicies(['A', 'B', 'C']);
    const reorder = (body: Record<string, unknown>) =>
      c.asOwner('POST', `${SDK}/reorder`, { eventId, ...body });
    const after = await reorder({ policyId: ids.C, afterPolicyId: ids.A });
    expect(after.statusCode, after.body).toBe(200);
    expect(namesOf(after.json())).toEqual(['B', 'A', 'C']);
    const before = await reorder({ policyId: ids.A, beforePolicyId: ids.B });
    expect(namesOf(before.json())).toEqual(['A', 'B', 'C']);
    const query = await c.asOwner('POST', `${SDK}/query`, { query: { filter: { eventId } } });
    expect(namesOf(query.json())).toEqual(['A', 'B', 'C']);
    const updates = (await outboxOf(t.db, 'wix.events.v1.policy', ids.A!)).filter((e) =>
      e.eventType.endsWith('_updated'),
    );
    expect(updates).toHaveLength(1);

    const other = await eventWithPolicies(['Elsewhere']);
    expectAppError(
      await reorder({ policyId: ids.A, beforePolicyId: other.ids.Elsewhere }),
      404,
      'POLICY_NOT_FOUND',
    );
    expectAppError(
      await reorder({ policyId: other.ids.Elsewhere, afterPolicyId: ids.A }),
      404,
      'POLICY_NOT_FOUND',
    );
    expectValidationError(await reorder({ policyId: ids.A }), ['beforePolicyId:REQUIRED_FIELD']);
    const visitor = await c.asVisitor('POST', `${SDK}/reorder`, {
      eventId,
      policyId: ids.A,
      beforePolicyId: ids.B,
    });
    expectAppError(visitor, 403, 'FORBIDDEN');
  });
});
