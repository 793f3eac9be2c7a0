import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { expectAppError, useTestApp } from '../../test/harness';
import { oauthClients } from '../db/schema/core';
import { DEMO_OWNER_ID } from '../seed/core';
import { issueTokens } from '../modules/oauth/grants/grants';
import { signingKey } from '../modules/oauth/grants/keys';
import { signAccessToken } from '../modules/oauth/grants/tokens';
import { tokenFrom } from './auth';

const t = useTestApp();
beforeAll(async () => {
  t.app.get('/test/whoami', async (request) => request.auth);
});

const whoami = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/test/whoami',
    headers: authorization === undefined ? {} : { authorization },
  });

async function expect401(authorization?: string) {
  const res = await whoami(authorization);
  expectAppError(res, 401, 'UNAUTHENTICATED');
  expect(res.headers['x-wix-request-id']).toBeTruthy();
}

const visitor = {
  siteId: DEMO_SITE_ID,
  siteOwnerId: DEMO_OWNER_ID,
  clientId: SAMPLE_CLIENT_ID,
  role: 'visitor' as const,
};

describe('authentication', () => {
  it('accepts the raw token and the Bearer form', async () => {
    const token = await visitorToken(t.app);
    for (const header of [token, `Bearer ${token}`, `bearer  ${token}`]) {
      const res = await whoami(header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        siteId: DEMO_SITE_ID,
        clientId: SAMPLE_CLIENT_ID,
        identity: { type: 'ANONYMOUS_VISITOR' },
      });
    }
  });

  it('refuses a missing or empty Authorization', async () => {
    await expect401();
    await expect401('');
    await expect401('Bearer ');
  });

  it('refuses malformed tokens and a forged signature', async () => {
    await expect401('OauthNG.JWS.abc');
    await expect401('hello');
    const token = await visitorToken(t.app);
    const [head, payload] = token.slice('OauthNG.JWS.'.length).split('.');
    await expect401(
      `OauthNG.JWS.${head}.${payload}.${Buffer.from('forged').toString('base64url')}`,
    );
    const key = await signingKey(t.db);
    const other = { kid: key.kid, secret: Buffer.from('another secret of the right kind..') };
    await expect401(
      signAccessToken({ ...visitor, subjectId: crypto.randomUUID() }, other, new Date()),
    );
  });

  it('refuses an expired token', async () => {
    const key = await signingKey(t.db);
    const fiveHoursAgo = new Date(Date.now() - 5 * 3600 * 1000);
    await expect401(
      signAccessToken({ ...visitor, subjectId: crypto.randomUUID() }, key, fiveHoursAgo),
    );
    const res = await whoami(
      signAccessToken(
        { ...visitor, subjectId: crypto.randomUUID() },
        key,
        new Date(Date.now() - 3600_000),
      ),
    );
    expect(res.statusCode).toBe(200);
  });

  it('identifies members by uid', async () => {
    const memberId = crypto.randomUUID();
    const tokens = await issueTokens(
      t.db,
      { ...visitor, role: 'member', subjectId: memberId },
      t.app.clock.now(),
    );
    const res = await whoami(tokens.access_token);
    expect(res.json().identity).toEqual({ type: 'MEMBER', id: memberId });
  });

  it('refuses tokens of a client that no longer exists', async () => {
    await t.db.insert(oauthClients).values({ id: 'short-lived', siteId: DEMO_SITE_ID, name: 'x' });
    const token = await visitorToken(t.app, 'short-lived');
    expect((await whoami(token)).statusCode).toBe(200);
    await t.db.delete(oauthClients).where(eq(oauthClients.id, 'short-lived'));
    await expect401(token);
  });

  it('leaves public routes and preflights alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/test/whoami',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });
});

describe('tokenFrom', () => {
  it('reads raw and Bearer tokens and treats blanks as missing', () => {
    expect(tokenFrom('abc')).toBe('abc');
    expect(tokenFrom('Bearer abc')).toBe('abc');
    expect(tokenFrom('  ')).toBeUndefined();
    expect(tokenFrom(undefined)).toBeUndefined();
  });
});
