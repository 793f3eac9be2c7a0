import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { DEMO_MEMBER } from '../../seed/members';
import { memberToken } from '../pricing-plans/test-kit';

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
