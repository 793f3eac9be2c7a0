import { EventStaffResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { expectLifeRecorded, outboxCount, useCallers } from '../../owned/test-kit';
import { seededEventId } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const FQDN = 'wix.events.v1.staff';
const JAZZ = seededEventId('summer-jazz-night');
const WORKSHOP = seededEventId('online-photography-workshop');
const base = (eventId = JAZZ) => `/events/v1/events/${eventId}/staff`;

async function created(name: string, email?: string) {
  const res = await c.asOwner('POST', base(), { staff: { name, ...(email ? { email } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return EventStaffResponse.parse(res.json()).staff;
}

const staffEvents = () => outboxCount(t.db, FQDN);

describe('event staff (local-only owner calls)', () => {
  it('creates, updates and deletes a staff member, each recorded with it and the owner', async () => {
    const staff = await created('Door crew', 'door@example.com');
    expect(staff).toMatchObject({ eventId: JAZZ, name: 'Door crew', email: 'door@example.com' });
    const res = await c.asOwner('PATCH', `${base()}/${staff.id}`, { staff: { name: 'Doors' } });
    expect(res.statusCode, res.body).toBe(200);
    const updated = EventStaffResponse.parse(res.json()).staff;
    expect(updated).toMatchObject({ name: 'Doors', email: 'door@example.com' });
    expect((await c.asOwner('DELETE', `${base()}/${staff.id}`)).statusCode).toBe(200);
    expect((await c.asOwner('DELETE', `${base()}/${staff.id}`)).statusCode).toBe(404);

    await expectLifeRecorded(t.db, FQDN, [staff, updated]);
  });

  it('answers bad input with the validation envelope and records nothing', async () => {
    const before = await staffEvents();
    const bad = await c.asOwner('POST', base(), { staff: { name: ' ', email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['staff.name', 'staff.email']));
    const staff = await created('Bar');
    const badPatch = await c.asOwner('PATCH', `${base()}/${staff.id}`, {
      staff: { name: 'x'.repeat(101) },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().details.validationError.fieldViolations[0].field).toBe('staff.name');
    expect(await staffEvents()).toBe(before + 1);
  });

  it('refuses visitors and keeps staff to its event and site, recording nothing', async () => {
    const staff = await created('Sound');
    const before = await staffEvents();
    const visitor = await c.asVisitor('POST', base(), { staff: { name: 'Me' } });
    expect(visitor.statusCode).toBe(403);
    const otherEvent = await c.asOwner('PATCH', `${base(WORKSHOP)}/${staff.id}`, {
      staff: { name: 'Moved' },
    });
    expect(otherEvent.statusCode).toBe(404);
    expect(otherEvent.json().details.applicationError.code).toBe('STAFF_NOT_FOUND');
    const other = await c.asOtherSiteOwner();
    const foreign = await other('DELETE', `${base()}/${staff.id}`);
    expect(foreign.statusCode).toBe(404);
    const onDemoEvent = await other('POST', base(), { staff: { name: 'Theirs' } });
    expect(onDemoEvent.statusCode).toBe(404);
    expect(await staffEvents()).toBe(before);
  });
});
