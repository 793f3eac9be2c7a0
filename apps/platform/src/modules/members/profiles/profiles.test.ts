import { DEMO_SITE_ID, SiteMemberResponse, SiteMembersResponse } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { memberToken } from '../../pricing-plans/test-kit';
import { insertMember } from '../members';

const t = useTestApp();
const MEMBERS = '/members/v1/members';

let asOwner: Caller;
let asVisitor: Caller;
let asAlice: Caller;
let asBob: Caller;
let alice: string;
let bob: string;

/** A member of the demo site (approved unless told), with a nickname and names; private until they join. */
async function newMember(nickname: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') {
  const row = await insertMember(
    t.db,
    {
      siteId: DEMO_SITE_ID,
      email: `${nickname}-${randomUUID()}@example.com`,
      passwordHash: 'not-used',
      status,
      nickname,
      firstName: nickname.toUpperCase(),
      lastName: 'Private',
    },
    new Date(),
  );
  return { id: row.id, as: caller(t.app, { authorization: await memberToken(t.db, row.id) }) };
}

beforeAll(async () => {
  asOwner = caller(t.app, await ownerHeaders(t.db));
  asVisitor = caller(t.app, { authorization: await visitorToken(t.app) });
  ({ id: alice, as: asAlice } = await newMember('alice'));
  ({ id: bob, as: asBob } = await newMember('bob'));
});

const memberOf = (res: { json: () => unknown }) => SiteMemberResponse.parse(res.json()).member;
const idsOf = (res: { json: () => unknown }) =>
  SiteMembersResponse.parse(res.json()).members.map((m) => m.id);

describe('public member profiles', () => {
  it('hides a private member from visitors and other members, not from the owner or themselves', async () => {
    await expectAppError(await asVisitor('GET', `${MEMBERS}/${alice}`), 404, 'MEMBER_NOT_FOUND');
    await expectAppError(await asBob('GET', `${MEMBERS}/${alice}`), 404, 'MEMBER_NOT_FOUND');
    expect(idsOf(await asVisitor('POST', `${MEMBERS}/query`, {}))).not.toContain(alice);
    const own = memberOf(await asAlice('GET', `${MEMBERS}/${alice}?fieldsets=FULL`));
    expect(own).toMatchObject({ privacyStatus: 'PRIVATE', contact: { firstName: 'ALICE' } });
    const owner = memberOf(await asOwner('GET', `${MEMBERS}/${alice}?fieldsets=FULL`));
    expect(owner.loginEmail).toMatch(/^alice-/);
  });

  it('shows a member who joined the community, only their public fields to others', async () => {
    const joined = await asAlice('POST', `${MEMBERS}/join-community`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(memberOf(joined).privacyStatus).toBe('PUBLIC');
    for (const as of [asVisitor, asBob]) {
      const res = await as('GET', `${MEMBERS}/${alice}?fieldsets=FULL`);
      expect(res.statusCode, res.body).toBe(200);
      expect(memberOf(res)).toEqual({
        id: alice,
        profile: { nickname: 'alice' },
        status: 'UNKNOWN',
        privacyStatus: 'UNKNOWN',
        activityStatus: 'UNKNOWN',
      });
    }
    const listed = await asVisitor('GET', `${MEMBERS}?fieldsets=FULL&paging.limit=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(idsOf(listed)).toContain(alice);
    expect(idsOf(listed)).not.toContain(bob);
    expect(JSON.stringify(listed.json())).not.toContain('@example.com');
    const queried = await asBob('POST', `${MEMBERS}/query`, {
      query: { filter: { 'profile.nickname': 'alice' } },
      fieldsets: ['FULL'],
    });
    expect(idsOf(queried)).toEqual([alice]);
    // A visitor may not filter on what they may not read.
    const probe = await asVisitor('POST', `${MEMBERS}/query`, {
      query: { filter: { loginEmail: { $startsWith: 'alice' } } },
    });
    expect(probe.statusCode).toBe(400);
    const left = await asAlice('POST', `${MEMBERS}/leave-community`, {});
    expect(memberOf(left).privacyStatus).toBe('PRIVATE');
    await expectAppError(await asVisitor('GET', `${MEMBERS}/${alice}`), 404, 'MEMBER_NOT_FOUND');
  });
});

describe("a member's own changes", () => {
  it('updates their own nickname and names, never another member', async () => {
    const res = await asBob('PATCH', `${MEMBERS}/${bob}`, {
      member: { id: bob, profile: { nickname: 'Bobby' }, contact: { lastName: 'Builder' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(memberOf(res)).toMatchObject({
      profile: { nickname: 'Bobby' },
      contact: { firstName: 'BOB', lastName: 'Builder' },
    });
    await expectAppError(
      await asBob('PATCH', `${MEMBERS}/${alice}`, { member: { profile: { nickname: 'x' } } }),
      404,
      'MEMBER_NOT_FOUND',
    );
    await expectAppError(
      await asVisitor('PATCH', `${MEMBERS}/${bob}`, { member: { profile: { nickname: 'x' } } }),
      403,
      'MEMBER_ONLY',
    );
  });

  it('changes their slug, refuses one another member has (409) and a malformed one (400)', async () => {
    const slug = `bob-${randomUUID().slice(0, 8)}`;
    const res = await asBob('POST', `${MEMBERS}/my/slug`, { slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(memberOf(res).profile.slug).toBe(slug);
    await expectAppError(
      await asAlice('POST', `${MEMBERS}/my/slug`, { slug }),
      409,
      'SLUG_ALREADY_EXISTS',
    );
    expectValidationError(await asAlice('POST', `${MEMBERS}/my/slug`, { slug: 'Not A Slug' }), [
      'slug:FORMAT',
    ]);
    await expectAppError(
      await asVisitor('POST', `${MEMBERS}/join-community`, {}),
      403,
      'MEMBER_ONLY',
    );
  });
});

describe("the owner's approve, block and delete", () => {
  it('approves a pending member, blocks one, deletes one; nobody else may', async () => {
    const carol = await newMember('carol', 'PENDING');
    const approved = await asOwner('POST', `${MEMBERS}/${carol.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(memberOf(approved).status).toBe('APPROVED');
    const blocked = await asOwner('POST', `${MEMBERS}/${carol.id}/block`, {});
    expect(memberOf(blocked).status).toBe('BLOCKED');
    await carol.as('POST', `${MEMBERS}/join-community`, {});
    // A blocked member is no longer part of the community others see.
    await expectAppError(await asVisitor('GET', `${MEMBERS}/${carol.id}`), 404, 'MEMBER_NOT_FOUND');
    for (const as of [asVisitor, asBob]) {
      await expectAppError(
        await as('POST', `${MEMBERS}/${carol.id}/approve`, {}),
        403,
        'FORBIDDEN',
      );
      expect((await as('DELETE', `${MEMBERS}/${carol.id}`)).statusCode).toBe(403);
    }
    const deleted = await asOwner('DELETE', `${MEMBERS}/${carol.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectAppError(await asOwner('GET', `${MEMBERS}/${carol.id}`), 404, 'MEMBER_NOT_FOUND');
    await expectAppError(
      await asOwner('POST', `${MEMBERS}/${randomUUID()}/block`, {}),
      404,
      'MEMBER_NOT_FOUND',
    );
  });
});
