import { BookingPolicyResponse, SetDefaultBookingPolicyResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { ownerIdentity as OWNER } from '../../../../test/outbox-events';
import { outboxOf } from '../../../outbox/test-kit';
import { ownedEntityChecks, useServicesApp, violationFields } from '../test-client';

const { t, c } = useServicesApp();

const URL = '/bookings/v1/booking-policies';
const fqdn = 'wix.bookings.v1.booking_policy';
const checks = ownedEntityChecks(t, c, { url: URL, wrapper: 'bookingPolicy', fqdn });

async function created(name = 'Strict') {
  const res = await c.asOwner('POST', URL, {
    bookingPolicy: { name, limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return BookingPolicyResponse.parse(res.json()).bookingPolicy;
}

describe('booking policies (owner calls)', () => {
  it('creates a policy, not default, with defaults for the rules left out; records created', async () => {
    const policy = await created();
    expect(policy).toMatchObject({
      name: 'Strict',
      default: false,
      revision: '1',
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
      participantsPolicy: { maxParticipantsPerBooking: 1 },
    });
    const [event] = await outboxOf(t.db, [policy.id]);
    expect(event).toMatchObject({
      eventType: `${fqdn}_created`,
      entityFqdn: fqdn,
      entityId: policy.id,
      payload: { id: policy.id, name: 'Strict' },
      identity: OWNER,
    });
  });

  it('updates at the current revision only, and records updated', async () => {
    const policy = await created('Loose');
    await checks.renamedOnce(policy.id, 'Looser');
    const types = (await outboxOf(t.db, [policy.id])).map((e) => e.eventType);
    expect(types).toEqual([`${fqdn}_created`, `${fqdn}_updated`]);
  });

  it('routes only `:setDefault` after a policy id: another action is not a call there', async () => {
    const policy = await created('Not an action');
    const res = await c.asOwner('POST', `${URL}/${policy.id}:archive`);
    expect(res.statusCode, res.body).toBe(405);
    expect(res.json().details.applicationError.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('sets the default: both policies updated, then default_booking_policy_set', async () => {
    const policy = await created('Next default');
    const res = await c.asOwner('POST', `${URL}/${policy.id}:setDefault`);
    expect(res.statusCode, res.body).toBe(200);
    const body = SetDefaultBookingPolicyResponse.parse(res.json());
    expect(body.currentDefaultBookingPolicy).toMatchObject({ id: policy.id, default: true });
    const previous = body.previousDefaultBookingPolicy!;
    expect(previous.default).toBe(false);
    const types = (await outboxOf(t.db, [policy.id])).map((e) => e.eventType);
    expect(types).toEqual([
      `${fqdn}_created`,
      `${fqdn}_updated`,
      `${fqdn}_default_booking_policy_set`,
    ]);
    const [set] = (await outboxOf(t.db, [policy.id])).slice(-1);
    expect(set).toMatchObject({
      payload: { previousDefaultBookingPolicy: { id: previous.id } },
      identity: OWNER,
    });
    expect((await outboxOf(t.db, [previous.id])).map((e) => e.eventType)).toContain(
      `${fqdn}_updated`,
    );
  });

  it('deletes a policy (deleted carries it) but never the default (428)', async () => {
    const policy = await created('Short-lived');
    await checks.deletedOnce({ id: policy.id, name: 'Short-lived' }, 'BOOKING_POLICY_NOT_FOUND');
    const fresh = await created('Default for a moment');
    await c.asOwner('POST', `${URL}/${fresh.id}:setDefault`);
    const refused = await c.asOwner('DELETE', `${URL}/${fresh.id}`);
    expectAppError(refused, 428, 'DEFAULT_POLICY_CANNOT_BE_DELETED');
  });

  it('refuses visitors (403) and bad input with the validation envelope', async () => {
    const visitor = await c.asVisitor('POST', URL, { bookingPolicy: { name: 'Nope' } });
    expect(visitor.statusCode).toBe(403);
    const bad = await c.asOwner('POST', URL, { bookingPolicy: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(violationFields(bad)).toEqual(['bookingPolicy.name']);
    const policy = await created('Unmoved');
    const unknown = await c.asOwner('POST', `${URL}/${policy.id}:explode`);
    expect(unknown.statusCode).toBe(405);
  });
});
