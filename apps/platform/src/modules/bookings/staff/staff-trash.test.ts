// Staff Members V2's trash bin: deleting a staff member moves it there, readable like a live one
// (contact details for the owner only) until the owner removes it for good.
import {
  ListDeletedStaffMembersResponse,
  PlatformErrorCode,
  StaffMemberErrorCode,
  StaffMemberResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { useServicesApp } from '../test-client';

const { c } = useServicesApp();
const TRASH = '/bookings/staff/v2/staff-members/trash-bin';

async function deletedStaffMember(name: string) {
  const res = await c.asOwner('POST', '/bookings/v1/staff-members', {
    staffMember: { name, email: `${name.toLowerCase()}@example.com` },
  });
  const { staffMember } = StaffMemberResponse.parse(res.json());
  const del = await c.asOwner('DELETE', `/bookings/v1/staff-members/${staffMember.id}`);
  expect(del.statusCode, del.body).toBe(200);
  return staffMember;
}

describe('the staff members trash bin', () => {
  it('keeps a deleted staff member: gone from the live ones, read from the trash bin', async () => {
    const noa = await deletedStaffMember('Noa');
    const live = await c.asVisitor('GET', `/bookings/v1/staff-members/${noa.id}`);
    expectAppError(live, 404, StaffMemberErrorCode.notFound);
    const asOwner = await c.asOwner(
      'GET',
      `/_api/staff-members/v2/staff-members/trash-bin/${noa.id}`,
    );
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().staffMember).toMatchObject({
      id: noa.id,
      name: 'Noa',
      email: 'noa@example.com',
    });
    const asVisitor = await c.asVisitor('GET', `${TRASH}/${noa.id}`);
    expect(asVisitor.json().staffMember).toEqual({ ...noa, email: undefined, phone: undefined });
  });

  it('lists the trash bin oldest first, a page at a time, or the ones named', async () => {
    const [a, b, d] = [
      await deletedStaffMember('Ana'),
      await deletedStaffMember('Ben'),
      await deletedStaffMember('Dan'),
    ];
    const list = async (query: string) => {
      const res = await c.asVisitor('GET', `${TRASH}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ListDeletedStaffMembersResponse.parse(res.json());
    };
    const named = await list(`staffMemberIds=${d.id}&staffMemberIds=${a.id}`);
    expect(named.staffMembers.map((s) => s.name)).toEqual(['Ana', 'Dan']);
    const everyone = (await list('paging.limit=100')).staffMembers.map((s) => s.id);
    const ours = everyone.filter((id) => [a.id, b.id, d.id].includes(id));
    expect(ours).toEqual([a.id, b.id, d.id]);
    const first = await list('paging.limit=1');
    expect(first.pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const second = await list(`paging.limit=1&paging.cursor=${first.pagingMetadata.cursors.next}`);
    expect(second.staffMembers[0]?.id).toBe(everyone[1]);
  });

  it('removes one for good (the owner); a visitor may not', async () => {
    const ben = await deletedStaffMember('Ben');
    expectAppError(
      await c.asVisitor('DELETE', `${TRASH}/${ben.id}`),
      403,
      PlatformErrorCode.forbidden,
    );
    const res = await c.asOwner('DELETE', `${TRASH}/${ben.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expectAppError(
      await c.asOwner('GET', `${TRASH}/${ben.id}`),
      404,
      StaffMemberErrorCode.notFound,
    );
    expectAppError(
      await c.asOwner('DELETE', `${TRASH}/${ben.id}`),
      404,
      StaffMemberErrorCode.notFound,
    );
    expectAppError(
      await c.asOwner('GET', `${TRASH}/not-an-id`),
      404,
      StaffMemberErrorCode.notFound,
    );
  });
});
