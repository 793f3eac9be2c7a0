import { SiteMemberResponse } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { newMember } from '../test-kit';

const t = useTestApp();
const MEMBERS = '/members/v1/members';
let asOwner: Caller;
beforeAll(async () => {
  asOwner = caller(t.app, await ownerHeaders(t.db));
});

const contactOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return SiteMemberResponse.parse(res.json()).member.contact;
};

describe("a member's contact details", () => {
  it('keeps phones, emails and addresses, and clears each list on its own', async () => {
    const created = await asOwner('POST', MEMBERS, {
      member: {
        loginEmail: `sam-${randomUUID()}@example.com`,
        contact: { phones: ['+1 555 0100'], emails: ['sam@work.example.com'] },
      },
    });
    const sam = SiteMemberResponse.parse(created.json()).member;
    expect(sam.contact).toMatchObject({
      phones: ['+1 555 0100'],
      emails: ['sam@work.example.com'],
    });
    const ivy = await newMember(t, 'ivy');
    const updated = contactOf(
      await ivy.as('PATCH', `${MEMBERS}/${ivy.id}`, {
        member: {
          contact: {
            phones: ['+44 20 7946 0000'],
            addresses: [{ addressLine: '1 Main St', city: 'Springfield', country: 'US' }],
          },
        },
      }),
    );
    expect(updated?.addresses?.[0]).toMatchObject({ id: expect.any(String), city: 'Springfield' });
    expect(contactOf(await ivy.as('DELETE', `${MEMBERS}/${ivy.id}/phones`))).toMatchObject({
      phones: [],
      addresses: [{ city: 'Springfield' }],
    });
    expect(contactOf(await ivy.as('DELETE', `${MEMBERS}/${ivy.id}/addresses`))?.addresses).toEqual(
      [],
    );
    expect(contactOf(await asOwner('DELETE', `${MEMBERS}/${sam.id}/emails`))).toMatchObject({
      phones: ['+1 555 0100'],
      emails: [],
    });
    // Another member's lists are not theirs to clear; they do not even find the member.
    await expectAppError(
      await ivy.as('DELETE', `${MEMBERS}/${sam.id}/phones`),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectValidationError(
      await ivy.as('PATCH', `${MEMBERS}/${ivy.id}`, { member: { contact: { phones: [''] } } }),
      ['member.contact.phones.0:MIN_LENGTH'],
    );
  });
});

describe("the owner's bulk deletes", () => {
  it('deletes members by ids, each with its result, and by a filter; members may not', async () => {
    const [a, b] = [await newMember(t, 'bulk-a'), await newMember(t, 'bulk-b')];
    const missing = randomUUID();
    await expectAppError(
      await a.as('POST', `${MEMBERS}/bulk/delete`, { memberIds: [b.id] }),
      403,
      'FORBIDDEN',
    );
    const res = await asOwner('POST', `${MEMBERS}/bulk/delete`, { memberIds: [a.id, missing] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { itemMetadata: { id: a.id, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: missing,
            originalIndex: 1,
            success: false,
            error: { code: 'MEMBER_NOT_FOUND', description: expect.any(String) },
          },
        },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    });
    const c = await newMember(t, 'bulk-c');
    const byFilter = await asOwner('POST', `${MEMBERS}/bulk/delete-by-filter`, {
      filter: { 'profile.nickname': { $startsWith: 'bulk-' } },
    });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    expect(byFilter.json()).toEqual({ jobId: expect.any(String) });
    for (const id of [b.id, c.id]) {
      await expectAppError(await asOwner('GET', `${MEMBERS}/${id}`), 404, 'MEMBER_NOT_FOUND');
    }
    expectValidationError(
      await asOwner('POST', `${MEMBERS}/bulk/delete-by-filter`, { filter: { nope: 'x' } }),
      ['filter.nope:FIELD_NOT_ALLOWED'],
    );
  });
});
