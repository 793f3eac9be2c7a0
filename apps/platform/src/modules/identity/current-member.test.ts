import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { DEMO_MEMBER } from '../../seed/members';
import { issueTokens } from '../oauth/grants/grants';
import { memberToken } from '../pricing-plans/test-kit';
import { useIdentityKit } from './test-kit';

const t = useTestApp();

const my = (authorization: string, url = '/members/v1/members/my') =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('GET /members/v1/members/my', () => {
  it("answers the member's own email, nickname and names, on both paths", async () => {
    const token = await memberToken(t.db, DEMO_MEMBER.id);
    for (const url of ['/members/v1/members/my', '/_api/members/v1/members/my']) {
      const res = await my(token, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().member).toMatchObject({
        id: DEMO_MEMBER.id,
        loginEmail: DEMO_MEMBER.email,
        profile: { nickname: 'Demo' },
        contact: { firstName: 'Demo', lastName: 'Member' },
      });
    }
  });

  it('refuses visitors with 403 and a vanished member with 404', async () => {
    expect((await my(await visitorToken(t.app))).statusCode).toBe(403);
    expect((await my(await memberToken(t.db))).statusCode).toBe(404);
  });
});

describe('DELETE /members/v1/members/my', () => {
  const kit = useIdentityKit(t);

  it('deletes the calling member and logs them out everywhere; visitors get 403', async () => {
    const { email, id } = await kit.member();
    const clients = [SAMPLE_CLIENT_ID, SAMPLE_CLIENT_ID];
    const tokens = await Promise.all(
      clients.map((clientId) =>
        issueTokens(
          t.db,
          {
            siteId: DEMO_SITE_ID,
            siteOwnerId: DEMO_SITE_ID,
            clientId,
            role: 'member',
            subjectId: id,
          },
          new Date(),
        ),
      ),
    );
    const access = tokens[0]!.access_token;
    const visitor = await t.app.inject({
      method: 'DELETE',
      url: '/members/v1/members/my',
      headers: { authorization: await visitorToken(t.app) },
    });
    expect(visitor.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/members/v1/members/my?contentAssigneeId=${DEMO_MEMBER.id}`,
      headers: { authorization: access },
    });
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    expect((await my(access)).statusCode).toBe(404);
    for (const { refresh_token: refreshToken } of tokens) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: SAMPLE_CLIENT_ID, grantType: 'refresh_token', refreshToken },
      });
      expect(refreshed.statusCode).toBe(400);
    }
    expect((await kit.login(email)).json().state).not.toBe('SUCCESS');
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/_api/members/v1/members/my',
      headers: { authorization: access },
    });
    expect(again.statusCode).toBe(404);
  });
});
