import { StaffMemberResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { ownerIdentity as OWNER } from '../../../../test/outbox-events';
import { outboxOf } from '../../../outbox/test-kit';
import { ownedEntityChecks, useServicesApp, violationFields } from '../test-client';

const { t, c } = useServicesApp();

const URL = '/bookings/v1/staff-members';
const fqdn = 'wix.bookings.staff.v1.staff_member';
const checks = ownedEntityChecks(t, c, { url: URL, wrapper: 'staffMember', fqdn });

async function created(staffMember: object = { name: 'Noa', email: 'noa@example.com' }) {
  const res = await c.asOwner('POST', URL, { staffMember });
  expect(res.statusCode, res.body).toBe(200);
  return StaffMemberResponse.parse(res.json()).staffMember;
}

const typesOf = async (id: string) =>
  (await outboxOf(t.db, [id])).map((e) => e.eventType.replace(`${fqdn}_`, ''));

describe('staff members (owner calls)', () => {
  it('creates a staff member: created (the member) then fully_created ({staffMember})', async () => {
    const member = await created();
    expect(member).toMatchObject({ name: 'Noa', email: 'noa@example.com', revision: '1' });
    const events = await outboxOf(t.db, [member.id]);
    expect(events.map((e) => [e.eventType, e.entityFqdn, e.entityId])).toEqual([
      [`${fqdn}_created`, fqdn, member.id],
      [`${fqdn}_fully_created`, fqdn, member.id],
    ]);
    expect(events[0]).toMatchObject({ payload: { id: member.id, name: 'Noa' }, identity: OWNER });
    expect(events[1]?.payload).toMatchObject({ staffMember: { id: member.id } });
  });

  it('updates at the current revision only, and records updated', async () => {
    const member = await created({ name: 'Ari' });
    await checks.renamedOnce(member.id, 'Arik');
    expect(await typesOf(member.id)).toEqual(['created', 'fully_created', 'updated']);
  });

  it('connects to a user (PENDING) once, disconnects once, each with its event', async () => {
    const member = await created();
    const connect = `${URL}/${member.id}/connect-staff-member-to-user`;
    const res = await c.asOwner('POST', connect, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staffMember.associatedWixIdentity).toEqual({
      connection: { status: 'PENDING' },
    });
    const again = await c.asOwner('POST', connect, {});
    expectAppError(again, 409, 'STAFF_MEMBER_ALREADY_CONNECTED');
    const disconnect = `${URL}/${member.id}/disconnect-staff-member-from-user`;
    expect((await c.asOwner('POST', disconnect, {})).statusCode).toBe(200);
    const twice = await c.asOwner('POST', disconnect, {});
    expectAppError(twice, 409, 'STAFF_MEMBER_NOT_CONNECTED');
    expect((await typesOf(member.id)).slice(2)).toEqual([
      'connected_to_user',
      'disconnected_from_user',
    ]);
    const [connected] = (await outboxOf(t.db, [member.id])).slice(2);
    expect(connected).toMatchObject({
      payload: { staffMember: { id: member.id } },
      identity: OWNER,
    });
  });

  it('needs an email to connect when the staff member has none', async () => {
    const member = await created({ name: 'No Mail' });
    const res = await c.asOwner('POST', `${URL}/${member.id}/connect-staff-member-to-user`, {});
    expect(res.statusCode).toBe(400);
    expect(violationFields(res)).toEqual(['email']);
  });

  it('deletes a staff member (deleted carries it); then it is not found', async () => {
    const member = await created({ name: 'Gone' });
    await checks.deletedOnce({ id: member.id, name: 'Gone' }, 'STAFF_MEMBER_NOT_FOUND');
  });

  it('refuses visitors (403) and bad input with the validation envelope', async () => {
    expect((await c.asVisitor('POST', URL, { staffMember: { name: 'V' } })).statusCode).toBe(403);
    const bad = await c.asOwner('POST', URL, { staffMember: { name: '', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(violationFields(bad)).toEqual(['staffMember.email', 'staffMember.name']);
  });
});
