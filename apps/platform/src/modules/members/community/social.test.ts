import { SiteMembersResponse } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { newMember } from '../test-kit';

const t = useTestApp();
const FOLLOWERS = '/members/v3/followers';
const BLOCKS = '/members/v1/member-to-member-blocks/members/my';
const MEMBERS = '/members/v1/members';

let asVisitor: Caller;
let asOwner: Caller;
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as Record<string, unknown>;
};
const listedIds = async (as: Caller) =>
  SiteMembersResponse.parse(await ok(as('POST', `${MEMBERS}/query`, {}))).members.map((m) => m.id);

beforeAll(async () => {
  asVisitor = caller(t.app, { authorization: await visitorToken(t.app) });
  asOwner = caller(t.app, await ownerHeaders(t.db));
});

describe('following members', () => {
  it('follows a public member once, however often and however concurrently, and lists both ways', async () => {
    const ann = await newMember(t, 'ann', { joined: true });
    const ben = await newMember(t, 'ben', { joined: true });
    await Promise.all(
      Array.from({ length: 5 }, () => ok(ann.as('POST', `${FOLLOWERS}/${ben.id}`, {}))),
    );
    expect(await ok(ben.as('GET', `${FOLLOWERS}/my`))).toMatchObject({ memberIds: [ann.id] });
    expect(await ok(ann.as('GET', `${FOLLOWERS}/my/following?paging.limit=10`))).toMatchObject({
      memberIds: [ben.id],
      pagingMetadata: { count: 1 },
    });
    expect(
      await ok(ben.as('POST', `${FOLLOWERS}/my/connections`, { connectedMemberIds: [ann.id] })),
    ).toEqual({
      connectedMembers: [
        { connectedMemberId: ann.id, followedByMember: false, followingMember: true },
      ],
    });
    await ok(ann.as('DELETE', `${FOLLOWERS}/${ben.id}`));
    expect(await ok(ben.as('GET', `${FOLLOWERS}/my`))).toMatchObject({ memberIds: [] });
  });

  it('refuses visitors, oneself, and members the follower cannot see', async () => {
    const cid = await newMember(t, 'cid', { joined: true });
    const hidden = await newMember(t, 'hidden');
    await expectAppError(await asVisitor('POST', `${FOLLOWERS}/${cid.id}`, {}), 403, 'MEMBER_ONLY');
    await expectAppError(await asVisitor('GET', `${FOLLOWERS}/my`), 403, 'MEMBER_ONLY');
    await expectAppError(
      await cid.as('POST', `${FOLLOWERS}/${cid.id}`, {}),
      400,
      'SELF_FOLLOWING_FORBIDDEN',
    );
    await expectAppError(
      await cid.as('POST', `${FOLLOWERS}/${hidden.id}`, {}),
      404,
      'MEMBER_NOT_FOUND',
    );
    await expectAppError(
      await cid.as('POST', `${FOLLOWERS}/not-an-id`, {}),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectValidationError(
      await cid.as('POST', `${FOLLOWERS}/my/connections`, { connectedMemberIds: ['x'] }),
      ['connectedMemberIds.0:FORMAT'],
    );
  });
});

describe("the owner's reads of any member's connections", () => {
  it('lists a member’s followers and followed members by cursor, and their connections', async () => {
    const star = await newMember(t, 'star', { joined: true });
    const fans = [
      await newMember(t, 'fan1', { joined: true }),
      await newMember(t, 'fan2', { joined: true }),
      await newMember(t, 'fan3', { joined: true }),
    ];
    for (const fan of fans) await ok(fan.as('POST', `${FOLLOWERS}/${star.id}`, {}));
    await ok(star.as('POST', `${FOLLOWERS}/${fans[0]!.id}`, {}));

    const first = await ok(asOwner('GET', `${FOLLOWERS}/${star.id}?paging.limit=2`));
    expect(first).toMatchObject({ memberIds: [fans[0]!.id, fans[1]!.id] });
    const next = (first.pagingMetadata as { cursors: { next: string } }).cursors.next;
    const rest = await ok(
      asOwner('GET', `/_api${FOLLOWERS}/${star.id}?paging.cursor=${encodeURIComponent(next)}`),
    );
    expect(rest).toMatchObject({ memberIds: [fans[2]!.id] });
    expect(await ok(asOwner('GET', `${FOLLOWERS}/${star.id}/following`))).toMatchObject({
      memberIds: [fans[0]!.id],
    });
    const ids = [fans[0]!.id, fans[2]!.id];
    expect(
      await ok(asOwner('POST', `${FOLLOWERS}/${star.id}/connections`, { connectedMemberIds: ids })),
    ).toEqual({
      connectedMembers: [
        { connectedMemberId: fans[0]!.id, followedByMember: true, followingMember: true },
        { connectedMemberId: fans[2]!.id, followedByMember: false, followingMember: true },
      ],
    });
    expect(
      await ok(asOwner('POST', `${FOLLOWERS}/${star.id}/connections`, { connectedMemberIds: [] })),
    ).toEqual({ connectedMembers: [] });
    // `my` stays the calling member's own list.
    expect(await ok(star.as('GET', `${FOLLOWERS}/my`))).toMatchObject({
      memberIds: fans.map((fan) => fan.id),
    });
  });

  it('is the owner’s: members and visitors get 403; an unknown member is MEMBER_NOT_FOUND', async () => {
    const gus = await newMember(t, 'gus', { joined: true });
    await expectAppError(await gus.as('GET', `${FOLLOWERS}/${gus.id}`), 403, 'FORBIDDEN');
    await expectAppError(
      await asVisitor('GET', `${FOLLOWERS}/${gus.id}/following`),
      403,
      'FORBIDDEN',
    );
    await expectAppError(
      await asOwner('GET', `${FOLLOWERS}/${randomUUID()}`),
      404,
      'MEMBER_NOT_FOUND',
    );
    await expectAppError(await asOwner('GET', `${FOLLOWERS}/not-an-id`), 404, 'MEMBER_NOT_FOUND');
    expectValidationError(await asOwner('GET', `${FOLLOWERS}/${gus.id}?paging.limit=500`), [
      'paging.limit:MAX',
    ]);
  });
});

describe('member-to-member blocks', () => {
  it('hides the two members from each other, not from visitors, and ends their follows', async () => {
    const dee = await newMember(t, 'dee', { joined: true });
    const eve = await newMember(t, 'eve', { joined: true });
    await ok(eve.as('POST', `${FOLLOWERS}/${dee.id}`, {}));
    await ok(dee.as('POST', BLOCKS, { memberId: eve.id }));
    await expectAppError(await eve.as('GET', `${MEMBERS}/${dee.id}`), 404, 'MEMBER_NOT_FOUND');
    await expectAppError(
      await dee.as('GET', `${MEMBERS}/${eve.id}`),
      404,
      'MEMBER_TO_MEMBER_BLOCKED',
    );
    expect(await listedIds(eve.as)).not.toContain(dee.id);
    expect(await listedIds(dee.as)).not.toContain(eve.id);
    expect(await listedIds(asVisitor)).toEqual(expect.arrayContaining([dee.id, eve.id]));
    expect(await ok(dee.as('GET', `${FOLLOWERS}/my`))).toMatchObject({ memberIds: [] });
    expect(await ok(dee.as('GET', `${BLOCKS}?cursorPaging.limit=5`))).toMatchObject({
      blockedMemberIds: [eve.id],
    });
    // One block per pair, whoever made it; only its maker removes it.
    await expectAppError(
      await eve.as('POST', BLOCKS, { memberId: dee.id }),
      409,
      'MEMBER_ALREADY_BLOCKED',
    );
    await expectAppError(
      await eve.as('DELETE', `${BLOCKS}/${dee.id}`),
      404,
      'BLOCK_DOES_NOT_EXIST',
    );
    await expectAppError(
      await eve.as('POST', '/members/v1/member-reports', {
        memberReport: { reportedMemberId: dee.id, reason: { category: 'SPAM' } },
      }),
      400,
      'CANNOT_REPORT_BLOCKED_MEMBER',
    );
    await ok(dee.as('DELETE', `${BLOCKS}/${eve.id}`));
    expect(await listedIds(eve.as)).toContain(dee.id);
  });

  it('lets one of two concurrent blocks of a pair, either way round, win', async () => {
    const fay = await newMember(t, 'fay', { joined: true });
    const gus = await newMember(t, 'gus', { joined: true });
    const results = await Promise.all([
      fay.as('POST', BLOCKS, { memberId: gus.id }),
      gus.as('POST', BLOCKS, { memberId: fay.id }),
      fay.as('POST', BLOCKS, { memberId: gus.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a self block, visitors and unknown members', async () => {
    const hal = await newMember(t, 'hal');
    await expectAppError(
      await hal.as('POST', BLOCKS, { memberId: hal.id }),
      400,
      'SELF_BLOCKING_FORBIDDEN',
    );
    await expectAppError(
      await hal.as('POST', BLOCKS, { memberId: randomUUID() }),
      404,
      'MEMBER_NOT_FOUND',
    );
    await expectAppError(await asVisitor('GET', BLOCKS), 403, 'MEMBER_ONLY');
    expectValidationError(await hal.as('POST', BLOCKS, { memberId: 'x' }), ['memberId:FORMAT']);
  });
});

describe('reporting a member', () => {
  it("records the member's report and refuses themself and visitors", async () => {
    const ida = await newMember(t, 'ida', { joined: true });
    const jon = await newMember(t, 'jon', { joined: true });
    const report = {
      reportedMemberId: jon.id,
      reason: { category: 'HARASSMENT', description: 'rude' },
    };
    expect(
      await ok(ida.as('POST', '/members/v1/member-reports', { memberReport: report })),
    ).toEqual({
      memberReport: {
        id: expect.any(String),
        reportedMemberId: jon.id,
        reportingMemberId: ida.id,
        reason: { category: 'HARASSMENT', description: 'rude' },
        createdDate: expect.any(String),
      },
    });
    await expectAppError(
      await jon.as('POST', '/members/v1/member-reports', {
        memberReport: { reportedMemberId: jon.id, reason: { category: 'SPAM' } },
      }),
      400,
      'SELF_REPORTING_FORBIDDEN',
    );
    await expectAppError(
      await asVisitor('POST', '/members/v1/member-reports', { memberReport: report }),
      403,
      'MEMBER_ONLY',
    );
    expectValidationError(
      await ida.as('POST', '/members/v1/member-reports', {
        memberReport: { reportedMemberId: jon.id, reason: { category: 'BORED' } },
      }),
      ['memberReport.reason.category:INVALID_ENUM_VALUE'],
    );
  });
});
