// The staff member reads the official SDK sends (docs/protocol.md §2.1): get (GET), query, search
// and count (POST on literal segments), on www's `/bookings/v1/…` and edge's `/_api/staff-members/v1/…`.
import {
  QueryStaffMembersResponse,
  SearchStaffMembersResponse,
  StaffMemberErrorCode,
  StaffMemberResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { useServicesApp, violationFields } from '../test-client';

const { c } = useServicesApp();

const URL = '/bookings/v1/staff-members';
const EDGE_URL = '/_api/staff-members/v1/staff-members';

async function created(name: string, email?: string) {
  const res = await c.asOwner('POST', EDGE_URL, { staffMember: { name, email } });
  expect(res.statusCode, res.body).toBe(200);
  return StaffMemberResponse.parse(res.json()).staffMember;
}

describe('staff member reads, for every caller of the site', () => {
  it("gets one with GET on both hosts' paths; an unknown id is 404", async () => {
    const { email: _email, ...publicFields } = await created('Gil', 'gil@example.com');
    for (const url of [URL, EDGE_URL]) {
      const res = await c.asVisitor(
        'GET',
        `${url}/${publicFields.id}?staffMemberId=${publicFields.id}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(StaffMemberResponse.parse(res.json()).staffMember).toEqual(publicFields);
    }
    const unknown = await c.asVisitor('GET', `${URL}/00000000-0000-4000-8000-000000000000`);
    expectAppError(unknown, 404, StaffMemberErrorCode.notFound);
  });

  it('queries by filter and pages by cursor', async () => {
    const a = await created('Query staff A');
    const b = await created('Query staff B');
    const query = {
      filter: { name: { $in: ['Query staff A', 'Query staff B'] } },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: 1 },
    };
    const first = await c.asVisitor('POST', `${EDGE_URL}/query`, { query });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = QueryStaffMembersResponse.parse(first.json());
    expect(page1.staffMembers.map((x) => x.id)).toEqual([b.id]);
    const cursor = page1.pagingMetadata.cursors.next;
    const second = await c.asVisitor('POST', `${URL}/query`, {
      query: { cursorPaging: { cursor, limit: 1 } },
    });
    const page2 = QueryStaffMembersResponse.parse(second.json());
    expect(page2.staffMembers.map((x) => x.id)).toEqual([a.id]);
    expect(page2.pagingMetadata.hasNext).toBe(false);
    const bad = await c.asVisitor('POST', `${URL}/query`, {
      query: { sort: [{ fieldName: 'name' }] },
    });
    expect(violationFields(bad)).toEqual(['query.sort.0.fieldName']);
  });

  it('searches free text and counts by filter', async () => {
    const member = await created('Searchable Yael', 'yael-search@example.com');
    const res = await c.asVisitor('POST', `${URL}/search`, {
      search: { search: { expression: 'yael' }, cursorPaging: { limit: 5 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = SearchStaffMembersResponse.parse(res.json());
    expect(found.staffMembers.map((x) => x.id)).toEqual([member.id]);
    const counted = await c.asOwner('POST', `${EDGE_URL}/count`, {
      filter: { email: 'yael-search@example.com' },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ count: 1 });
  });

  it("keeps contact information the owner's: a visitor reads, finds and counts without it", async () => {
    const member = await created('Private Tal', 'tal-private@example.com');
    const asOwner = await c.asOwner('GET', `${URL}/${member.id}`);
    expect(StaffMemberResponse.parse(asOwner.json()).staffMember.email).toBe(
      'tal-private@example.com',
    );
    const got = await c.asVisitor('GET', `${URL}/${member.id}`);
    expect(StaffMemberResponse.parse(got.json()).staffMember).not.toHaveProperty('email');
    const queried = await c.asVisitor('POST', `${URL}/query`, {
      query: { filter: { name: 'Private Tal' } },
    });
    const [listed] = QueryStaffMembersResponse.parse(queried.json()).staffMembers;
    expect(listed?.id).toBe(member.id);
    expect(listed).not.toHaveProperty('email');
    const byMail = await c.asVisitor('POST', `${URL}/search`, {
      search: { search: { expression: 'tal-private' } },
    });
    expect(SearchStaffMembersResponse.parse(byMail.json()).staffMembers).toEqual([]);
    const counted = await c.asVisitor('POST', `${EDGE_URL}/count`, {
      filter: { email: 'tal-private@example.com' },
    });
    expect(violationFields(counted)).toEqual(['filter.email']);
  });
});
