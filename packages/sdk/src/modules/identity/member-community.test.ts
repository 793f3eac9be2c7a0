import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import {
  memberBlocks,
  memberContact,
  memberFollowers,
  memberPrivacySettings,
  memberReports,
  membersAbout,
} from './member-community';

const page = { count: 1, cursors: {}, hasNext: false };
const about = { id: 'a1', memberId: 'm1', content: { nodes: [] }, revision: '2' };
const modules = {
  memberFollowers,
  memberBlocks,
  memberReports,
  membersAbout,
  memberPrivacySettings,
  memberContact,
};

describe('members as a community', () => {
  it('follows, lists and blocks on the paths the official SDK sends', async () => {
    const server = await fakePlatform({
      'POST /members/v3/followers/m2': {},
      'GET /members/v3/followers/my': { memberIds: ['m2'], pagingMetadata: page },
      'POST /members/v3/followers/my/connections': {
        connectedMembers: [
          { connectedMemberId: 'm2', followedByMember: true, followingMember: false },
        ],
      },
      'POST /members/v1/member-to-member-blocks/members/my': {},
      'GET /members/v1/member-to-member-blocks/members/my': {
        blockedMemberIds: ['m2'],
        pagingMetadata: page,
      },
    });
    const client = clientOf(server, modules);
    await client.memberFollowers.followMember('m2');
    const followers = await client.memberFollowers.listCurrentMemberFollowers({ limit: 5 });
    expect(followers.memberIds).toEqual(['m2']);
    const [connection] = await client.memberFollowers.queryCurrentMemberConnections(['m2']);
    expect(connection?.followedByMember).toBe(true);
    await client.memberBlocks.blockMember('m2');
    const blocking = await client.memberBlocks.listCurrentMemberBlocking({ limit: 3 });
    expect(blocking.blockedMemberIds).toEqual(['m2']);
    expect(apiCalls(server)).toMatchObject([
      { method: 'POST', url: expect.stringMatching(/^\/members\/v3\/followers\/m2/) },
      { method: 'GET', url: '/members/v3/followers/my?paging.limit=5' },
      { method: 'POST', body: { connectedMemberIds: ['m2'] } },
      { method: 'POST', body: { memberId: 'm2' } },
      { method: 'GET', url: '/members/v1/member-to-member-blocks/members/my?cursorPaging.limit=3' },
    ]);
  });

  it('reads any member’s followers, followed members and connections (the owner’s)', async () => {
    const server = await fakePlatform({
      'GET /members/v3/followers/m1': { memberIds: ['m2'], pagingMetadata: page },
      'GET /members/v3/followers/m1/following': { memberIds: [], pagingMetadata: page },
      'POST /members/v3/followers/m1/connections': {
        connectedMembers: [
          { connectedMemberId: 'm2', followedByMember: false, followingMember: true },
        ],
      },
    });
    const client = clientOf(server, modules);
    const followers = await client.memberFollowers.listMemberFollowers('m1', { limit: 2 });
    expect(followers.memberIds).toEqual(['m2']);
    await client.memberFollowers.listMemberFollowing('m1', { cursor: 'c1' });
    const [connection] = await client.memberFollowers.queryMemberConnections('m1', ['m2']);
    expect(connection?.followingMember).toBe(true);
    expect(apiCalls(server)).toMatchObject([
      { method: 'GET', url: '/members/v3/followers/m1?memberId=m1&paging.limit=2' },
      { method: 'GET', url: '/members/v3/followers/m1/following?memberId=m1&paging.cursor=c1' },
      { method: 'POST', body: { connectedMemberIds: ['m2'] } },
    ]);
  });

  it('reports, writes an About section by revision, reads the privacy settings', async () => {
    const createdDate = '2026-01-01T00:00:00.000Z';
    const report = {
      id: 'r1',
      reportedMemberId: 'm2',
      reportingMemberId: 'm1',
      reason: { category: 'SPAM' },
      createdDate,
    };
    const settings = {
      id: 's',
      publicMemberVisibility: 'VISIBLE_TO_ALL',
      publicMemberCandidates: 'ANYONE',
      revision: '0',
    };
    const server = await fakePlatform({
      'POST /members/v1/member-reports': { memberReport: report },
      'PATCH /members/v2/abouts/a1': { memberAbout: about },
      'GET /members/v2/abouts/my': {},
      'GET /members/v1/privacy-settings': { memberPrivacySettings: settings },
    });
    const client = clientOf(server, modules);
    const made = await client.memberReports.reportMember('m2', { category: 'SPAM' });
    expect(made.createdDate).toEqual(new Date(createdDate));
    await expect(client.membersAbout.updateMemberAbout('a1', { nodes: [] }, '1')).resolves.toEqual(
      about,
    );
    await expect(client.membersAbout.getMyMemberAbout()).resolves.toBeUndefined();
    await expect(client.memberPrivacySettings.getMemberPrivacySettings()).resolves.toEqual(
      settings,
    );
    expect(apiCalls(server)).toMatchObject([
      { body: { memberReport: { reportedMemberId: 'm2', reason: { category: 'SPAM' } } } },
      {
        method: 'PATCH',
        body: { memberAbout: { id: 'a1', content: { nodes: [] }, revision: '1' } },
      },
      { method: 'GET' },
      { method: 'GET' },
    ]);
  });

  it("clears the member's own contact list and answers the member", async () => {
    const member = {
      id: 'm1',
      profile: {},
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
      activityStatus: 'ACTIVE',
      contact: { phones: [], emails: [], addresses: [] },
      createdDate: '2026-01-01T00:00:00.000Z',
      updatedDate: '2026-01-01T00:00:00.000Z',
    };
    const server = await fakePlatform({ 'DELETE /members/v1/members/m1/phones': { member } });
    const client = clientOf(server, modules);
    const cleared = await client.memberContact.deleteMemberContactList('m1', 'phones');
    expect(cleared.contact?.phones).toEqual([]);
    expect(cleared.updatedDate).toEqual(new Date(member.updatedDate));
  });
});
