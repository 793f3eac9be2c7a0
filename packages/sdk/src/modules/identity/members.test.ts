import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { members } from './members';

describe('members', () => {
  it('reads the calling member on the path the official SDK sends', async () => {
    const member = { id: 'm1', loginEmail: 'a@example.com', profile: { nickname: 'A' } };
    const server = await fakePlatform({ 'GET /_api/members/v1/members/my': { member } });
    const client = clientOf(server, { members });
    await expect(client.members.getCurrentMember()).resolves.toEqual({ member });
    expect(apiCalls(server)).toMatchObject([{ method: 'GET', url: '/_api/members/v1/members/my' }]);
  });
});
