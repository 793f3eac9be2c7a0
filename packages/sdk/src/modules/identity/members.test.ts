import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { members } from './members';

const iso = '2026-01-01T00:00:00.000Z';
const publicMember = {
  id: 'm2',
  profile: { nickname: 'Bo', slug: 'bo' },
  status: 'UNKNOWN',
  privacyStatus: 'UNKNOWN',
  activityStatus: 'UNKNOWN',
};
const ownMember = {
  ...publicMember,
  id: 'm1',
  status: 'APPROVED',
  privacyStatus: 'PUBLIC',
  activityStatus: 'ACTIVE',
  createdDate: iso,
  updatedDate: iso,
};
const metadata = { count: 1, offset: 0, total: 1 };

describe('members', () => {
  it('reads the calling member on the path the official SDK sends', async () => {
    const member = { id: 'm1', loginEmail: 'a@example.com', profile: { nickname: 'A' } };
    const server = await fakePlatform({ 'GET /_api/members/v1/members/my': { member } });
    const client = clientOf(server, { members });
    await expect(client.members.getCurrentMember()).resolves.toEqual({ member });
    expect(apiCalls(server)).toMatchObject([{ method: 'GET', url: '/_api/members/v1/members/my' }]);
  });

  it('reads public profiles: one, a list page, a query', async () => {
    const server = await fakePlatform({
      'GET /members/v1/members/m2': { member: publicMember },
      'GET /members/v1/members': { members: [publicMember], metadata },
      'POST /members/v1/members/query': { members: [ownMember], metadata },
    });
    const client = clientOf(server, { members });
    await expect(client.members.getMember('m2')).resolves.toEqual(publicMember);
    const list = await client.members.listMembers({ limit: 10, fieldsets: ['PUBLIC'] });
    expect(list.members.map((m) => m.id)).toEqual(['m2']);
    const query = await client.members.queryMembers({ filter: { 'profile.nickname': 'Bo' } });
    expect(query.members[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)).toMatchObject([
      { method: 'GET', url: '/members/v1/members/m2?id=m2' },
      { method: 'GET', url: '/members/v1/members?paging.limit=10&fieldsets=PUBLIC' },
      { method: 'POST', body: { query: { filter: { 'profile.nickname': 'Bo' } } } },
    ]);
  });

  it("changes the member's own profile, slug and community membership", async () => {
    const server = await fakePlatform({
      'PATCH /members/v1/members/m1': { member: ownMember },
      'POST /members/v1/members/my/slug': { member: ownMember },
      'POST /members/v1/members/join-community': { member: ownMember },
      'POST /members/v1/members/leave-community': { member: ownMember },
      'DELETE /members/v1/members/my': {},
    });
    const client = clientOf(server, { members });
    const updated = await client.members.updateMember('m1', { profile: { nickname: 'Bo' } });
    expect(updated.updatedDate).toEqual(new Date(iso));
    await client.members.updateCurrentMemberSlug('bo');
    await client.members.joinCommunity();
    await client.members.leaveCommunity();
    await client.members.deleteMyMember();
    expect(apiCalls(server)).toMatchObject([
      { method: 'PATCH', body: { member: { id: 'm1', profile: { nickname: 'Bo' } } } },
      { method: 'POST', url: '/members/v1/members/my/slug', body: { slug: 'bo' } },
      { method: 'POST', url: '/members/v1/members/join-community' },
      { method: 'POST', url: '/members/v1/members/leave-community' },
      { method: 'DELETE', url: '/members/v1/members/my' },
    ]);
  });

  it('surfaces a taken slug as an application error', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token') {
        return sendJson(res, 200, { access_token: 'v', refresh_token: 'r', expires_in: 14400 });
      }
      sendJson(res, 409, {
        message: 'The slug "bo" is taken',
        details: { applicationError: { code: 'SLUG_ALREADY_EXISTS', description: 'taken' } },
      });
    });
    const error = await clientOf(server, { members })
      .members.updateCurrentMemberSlug('bo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'SLUG_ALREADY_EXISTS', status: 409 });
  });
});
