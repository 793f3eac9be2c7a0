// Members as a community through the official SDK, with members' own tokens: following, blocking
// and reporting members (and the owner's reads of anyone's connections), "About" sections, the
// site's privacy settings, roles and their definitions (the owner's), and
// a member's contact lists cleared; the owner's bulk delete.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFor, ownerClient, visitorClient, type VisitorClient } from '../kit/clients';
import { newMember } from '../kit/members';

let owner: ReturnType<typeof ownerClient>;
beforeAll(async () => {
  const { apiKey, siteId } = await apiKeyFor();
  owner = ownerClient(apiKey, siteId);
});

/** A new member who joined the community, and their member id. */
async function communityMember(): Promise<{ client: VisitorClient; id: string }> {
  const { client } = await newMember();
  const { member } = await client.members.joinCommunity();
  return { client, id: member?._id ?? '' };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { details?: { applicationError?: { code?: string } } }) =>
      error.details?.applicationError?.code,
  );

describe('following, blocking and reporting members', () => {
  // Two members who joined the community, made once: a member takes a hosted login to make.
  let ann: { client: VisitorClient; id: string };
  let ben: { client: VisitorClient; id: string };
  beforeAll(async () => {
    [ann, ben] = [await communityMember(), await communityMember()];
  });

  it('follows, lists both ways and unfollows; visitors may not follow', async () => {
    await ann.client.memberFollowers.followMember(ben.id);
    expect((await ben.client.memberFollowers.listCurrentMemberFollowers()).memberIds).toEqual([
      ann.id,
    ]);
    expect(
      (await ann.client.memberFollowers.listCurrentMemberFollowing({ paging: { limit: 10 } }))
        .memberIds,
    ).toEqual([ben.id]);
    const { connectedMembers } = await ann.client.memberFollowers.queryCurrentMemberConnections([
      ben.id,
    ]);
    expect(connectedMembers).toEqual([
      { connectedMemberId: ben.id, followedByMember: true, followingMember: false },
    ]);
    // The owner reads any member's connections; a member may not.
    expect((await owner.memberFollowers.listMemberFollowers(ben.id)).memberIds).toEqual([ann.id]);
    expect(
      (await owner.memberFollowers.listMemberFollowing(ann.id, { paging: { limit: 5 } })).memberIds,
    ).toEqual([ben.id]);
    expect(await codeOf(ann.client.memberFollowers.listMemberFollowers(ben.id))).toBe('FORBIDDEN');
    await ann.client.memberFollowers.unfollowMember(ben.id);
    expect((await ben.client.memberFollowers.listCurrentMemberFollowers()).memberIds).toEqual([]);
    expect(await codeOf(visitorClient().memberFollowers.followMember(ann.id))).toBe('MEMBER_ONLY');
  });

  it('blocks (hiding both from each other), unblocks and reports', async () => {
    await ann.client.memberToMemberBlock.blockMember(ben.id);
    expect(await codeOf(ben.client.members.getMember(ann.id))).toBe('MEMBER_NOT_FOUND');
    expect(await codeOf(ann.client.members.getMember(ben.id))).toBe('MEMBER_TO_MEMBER_BLOCKED');
    const { blockedMemberIds } = await ann.client.memberToMemberBlock.listCurrentMemberBlocking();
    expect(blockedMemberIds).toEqual([ben.id]);
    expect(await codeOf(ben.client.memberToMemberBlock.blockMember(ann.id))).toBe(
      'MEMBER_ALREADY_BLOCKED',
    );
    await ann.client.memberToMemberBlock.unblockMember(ben.id);
    expect((await ben.client.members.getMember(ann.id))._id).toBe(ann.id);

    const { memberReport } = await ben.client.memberReport.reportMember({
      reportedMemberId: ann.id,
      reason: { category: 'SPAM', description: 'adverts' },
    });
    expect(memberReport).toMatchObject({ reportedMemberId: ann.id, reportingMemberId: ben.id });
  });
});

describe('"About" sections', () => {
  it('a member writes theirs; visitors read it; updates go by revision', async () => {
    const kim = await communityMember();
    const content = { nodes: [{ type: 'PARAGRAPH' as const, id: 'p1', nodes: [] }] };
    const created = await kim.client.membersAbout.createMemberAbout({ content });
    expect(created).toMatchObject({ memberId: kim.id, revision: '1' });
    const id = created._id ?? '';
    expect((await kim.client.membersAbout.getMyMemberAbout()).memberAbout?._id).toBe(id);
    const visitor = visitorClient();
    expect((await visitor.membersAbout.getMemberAbout(id)).memberId).toBe(kim.id);
    const { items } = await visitor.membersAbout.queryMemberAbouts().eq('memberId', kim.id).find();
    expect(items.map((about) => about._id)).toEqual([id]);
    const updated = await kim.client.membersAbout.updateMemberAbout(id, { content, revision: '1' });
    expect(updated.revision).toBe('2');
    expect(
      await codeOf(kim.client.membersAbout.updateMemberAbout(id, { content, revision: '1' })),
    ).toBe('INVALID_REVISION');
    await kim.client.membersAbout.deleteMemberAbout(id);
    expect(await codeOf(visitor.membersAbout.getMemberAbout(id))).toBe('MEMBER_ABOUT_NOT_FOUND');
  });
});

describe('privacy settings and roles', () => {
  it('reads the privacy settings as a visitor; profiles follow the owner’s set', async () => {
    const visitor = visitorClient();
    const { memberPrivacySettings: before } =
      await visitor.memberPrivacySettings.getMemberPrivacySettings();
    expect(before?.publicMemberCandidates).toBe('ANYONE');
    const ora = await communityMember();
    const set = await owner.memberPrivacySettings.setMemberPrivacySettings({
      publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY',
      revision: before?.revision ?? '0',
    });
    try {
      expect(await codeOf(visitor.members.getMember(ora.id))).toBe('MEMBER_NOT_FOUND');
      const other = await newMember();
      expect((await other.client.members.getMember(ora.id))._id).toBe(ora.id);
    } finally {
      await owner.memberPrivacySettings.setMemberPrivacySettings({
        publicMemberVisibility: 'VISIBLE_TO_ALL',
        revision: set.memberPrivacySettings?.revision ?? '',
      });
    }
    expect((await visitor.members.getMember(ora.id))._id).toBe(ora.id);
  }, 60_000); // two members, each through the hosted login

  it('the owner assigns and unassigns a role; a member may not', async () => {
    const quin = await communityMember();
    const roleKey = `WRITER_${randomUUID().slice(0, 8).toUpperCase()}`;
    expect(await codeOf(quin.client.authorization.assignRole(quin.id, roleKey))).toBe('FORBIDDEN');
    await owner.memberRoleDefinition.createMemberRoleDefinition(roleKey, { roleTitle: 'Writer' });
    expect(await owner.authorization.assignRole(quin.id, roleKey)).toEqual({ roleKey });
    expect((await owner.authorization.getRoles(quin.id)).roles).toEqual([
      { roleKey, title: 'Writer' },
    ]);
    const { role } = await owner.memberRoleDefinition.updateMemberRoleDefinition(roleKey, {
      blockable: true,
      revision: '1',
    });
    expect(role).toMatchObject({ roleKey, blockable: true, revision: '2' });
    expect(
      await codeOf(
        owner.memberRoleDefinition.updateMemberRoleDefinition(roleKey, { revision: '1' }),
      ),
    ).toBe('INVALID_REVISION');
    await owner.memberRoleDefinition.deleteMemberRoleDefinition(roleKey);
    expect(await codeOf(owner.memberRoleDefinition.getMemberRoleDefinition(roleKey))).toBe(
      'ROLE_DOES_NOT_EXIST',
    );
    // A holder keeps a deleted role until it is unassigned.
    expect((await owner.authorization.getRoles(quin.id)).roles).toEqual([
      { roleKey, title: 'Writer' },
    ]);
    expect(await owner.authorization.unassignRole(quin.id, roleKey)).toEqual({ roleKey });
  });
});

describe("a member's contact lists and the owner's bulk delete", () => {
  it('clears the member’s phones and addresses; the owner deletes members in bulk', async () => {
    const { client } = await newMember();
    const { member: me } = await client.members.getCurrentMember();
    const id = me?._id ?? '';
    const updated = await client.members.updateMember(id, {
      contact: {
        phones: ['+1 555 0100'],
        addresses: [{ addressLine: '1 Main St', city: 'Springfield' }],
      },
    });
    expect(updated.contact?.phones).toEqual(['+1 555 0100']);
    expect((await client.members.deleteMemberPhones(id)).member?.contact?.phones).toEqual([]);
    expect((await client.members.deleteMemberAddresses(id)).member?.contact?.addresses).toEqual([]);
    expect((await client.members.deleteMemberEmails(id)).member?.contact?.emails).toEqual([]);
    expect(await codeOf(client.members.bulkDeleteMembers([id]))).toBe('FORBIDDEN');
    const { bulkActionMetadata } = await owner.members.bulkDeleteMembers([id]);
    expect(bulkActionMetadata?.totalSuccesses).toBe(1);
  });
});
