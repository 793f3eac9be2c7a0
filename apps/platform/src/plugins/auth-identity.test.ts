import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { requireMember } from '../http/require-member';
import { identityKit } from '../modules/identity/test-kit';
import { oauthKit } from '../modules/oauth/pkce-test-kit';

const t = useTestApp();
beforeAll(async () => {
  t.app.get('/test/whoami', async (request) => request.auth.identity);
  t.app.get('/test/member-only', async (request) => ({ memberId: requireMember(request) }));
});

async function memberToken() {
  const k = await identityKit(t);
  const o = oauthKit(t);
  return (await o.memberTokens((await k.member()).sessionToken)).access_token as string;
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('identity types per token', () => {
  it('maps a member token to MEMBER, a visitor token to ANONYMOUS_VISITOR, an API key to WIX_USER', async () => {
    const member = await memberToken();
    expect((await get('/test/whoami', { authorization: member })).json()).toMatchObject({
      type: 'MEMBER',
    });
    const visitor = await visitorToken(t.app);
    expect((await get('/test/whoami', { authorization: visitor })).json()).toMatchObject({
      type: 'ANONYMOUS_VISITOR',
    });
    const owner = await ownerHeaders(t.db);
    expect((await get('/test/whoami', owner)).json()).toMatchObject({ type: 'WIX_USER' });
  });

  it('requireMember: members pass; visitors and the owner get 403 with the envelope', async () => {
    const ok = await get('/test/member-only', { authorization: await memberToken() });
    expect(ok.statusCode).toBe(200);
    for (const headers of [
      { authorization: await visitorToken(t.app) },
      await ownerHeaders(t.db),
    ]) {
      const res = await get('/test/member-only', headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['x-wix-request-id']).toEqual(expect.any(String));
      expect(res.json()).toMatchObject({
        message: 'Log in as a site member to do this',
        details: { applicationError: { code: 'MEMBER_ONLY' } },
      });
    }
    expect((await get('/test/member-only', {})).statusCode).toBe(401);
  });
});

describe('POST /_api/iam/verification/v1/start and /verify (members only)', () => {
  it('mails a code to the member and verifies it once; visitors get 403', async () => {
    const authorization = await memberToken();
    const post = (url: string, payload: object, auth = authorization) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });
    const start = await post('/_api/iam/verification/v1/start', {});
    expect(start.statusCode).toBe(200);
    const { verificationId } = start.json();
    const k = await identityKit(t);
    const whoami = (await get('/test/whoami', { authorization })).json();
    const [mail] = await t.db
      .execute<{ code: string }>(
        sql`select m.code from mail_outbox m join members u on lower(u.email) = lower(m.recipient) where u.id = ${whoami.id} order by m.id desc limit 1`,
      )
      .then((r) => r.rows);
    expect(
      (await post('/iam/verification/v1/verify', { code: mail!.code, verificationId })).json(),
    ).toEqual({});
    const again = await post('/iam/verification/v1/verify', { code: mail!.code, verificationId });
    expect(again.json().details.applicationError.code).toBe('INVALID_STATE_TOKEN');
    expect((await post('/iam/verification/v1/start', {}, k.authorization)).statusCode).toBe(403);
  });
});
