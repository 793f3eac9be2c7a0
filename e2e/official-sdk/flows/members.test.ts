// Members through the official SDK: register, verify with the mailed code, log in, the current
// member, the hosted login with code + PKCE, logout, and a member deleting themself.
import { describe, expect, it } from 'vitest';
import { visitorClient } from '../kit/clients';
import {
  hostedLogin,
  locationOf,
  newMember,
  PASSWORD,
  REDIRECT_URI,
  registerVerified,
} from '../kit/members';

describe('members', () => {
  it('registers, verifies, logs in and reads the current member', async () => {
    const { client, email } = await newMember();
    expect(client.auth.loggedIn()).toBe(true);
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member?.loginEmail).toBe(email);
    expect(member?.contact?.firstName).toBe('Ada');
  });

  it('logs in with the password; a wrong one is refused', async () => {
    const client = visitorClient();
    const { email } = await registerVerified(client);
    const loggedIn = await client.auth.login({ email, password: PASSWORD });
    expect(loggedIn.loginState).toBe('SUCCESS');
    const refused = await client.auth.login({ email, password: 'not-the-password' });
    expect(refused.loginState).toBe('FAILURE');
  });

  it('logs in on the hosted page and exchanges the code for member tokens', async () => {
    const client = visitorClient();
    const { email } = await registerVerified(client);
    const { authUrl } = await client.auth.getAuthUrl(client.auth.generateOAuthData(REDIRECT_URI));
    expect(await (await fetch(authUrl)).text()).toContain('name="password"');
    client.auth.setTokens(await hostedLogin(client, email));
    const { member } = await client.members.getCurrentMember();
    expect(member?.loginEmail).toBe(email);

    const { logoutUrl } = await client.auth.logout(REDIRECT_URI);
    const after = await locationOf(logoutUrl);
    expect(after.startsWith(REDIRECT_URI)).toBe(true);
  });

  it('deletes the current member, who is then gone (deleteMyMember)', async () => {
    const { client } = await newMember();
    await client.members.deleteMyMember();
    await expect(client.members.getCurrentMember()).rejects.toMatchObject({
      details: { applicationError: { code: 'MEMBER_NOT_FOUND' } },
    });
  });

  it('shows a member who joined the community to visitors, only their public profile', async () => {
    const { client } = await newMember();
    const { member: me } = await client.members.getCurrentMember();
    const id = me?._id ?? '';
    const visitor = visitorClient();
    await expect(visitor.members.getMember(id)).rejects.toThrow();
    await client.members.joinCommunity();
    const seen = await visitor.members.getMember(id, { fieldsets: ['FULL'] });
    expect(seen._id).toBe(id);
    expect(seen.loginEmail).toBeUndefined();
    expect(seen.privacyStatus).toBe('UNKNOWN');
    const { items } = await visitor.members.queryMembers().eq('_id', id).find();
    expect(items.map((m) => m._id)).toEqual([id]);
  });

  it('lets a member update their own profile and slug', async () => {
    const { client } = await newMember();
    const { member: me } = await client.members.getCurrentMember();
    const id = me?._id ?? '';
    const updated = await client.members.updateMember(id, { profile: { nickname: 'Ada L.' } });
    expect(updated.profile?.nickname).toBe('Ada L.');
    const slug = `ada-${id.slice(0, 8)}`;
    const { member } = await client.members.updateCurrentMemberSlug(slug);
    expect(member?.profile?.slug).toBe(slug);
  });
});
