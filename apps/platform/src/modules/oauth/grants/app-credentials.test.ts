import { DEMO_SITE_ID } from '@headless/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { runCli } from '../../../cli/test-cli';
import { appCredentials } from '../../../db/schema/api-keys';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import { createSecondSite } from '../../../seed/second-site';
import { createAppCredential } from './app-credentials';
import { instanceOf } from '../pkce-test-kit';

const t = useTestApp();

const token = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/oauth2/token', payload });
const grant = (appId: string, secret: string, instanceId = DEMO_SITE_ID) =>
  token({
    grant_type: 'client_credentials',
    client_id: appId,
    client_secret: secret,
    instance_id: instanceId,
  });

describe('POST /oauth2/token with client_credentials (an app)', () => {
  it('gives the app a 4-hour token for its instance, without visitor, member or refresh token', async () => {
    const { appId, secret, instanceId } = await createAppCredential(t.db, DEMO_SITE_ID);
    expect(instanceId).toBe(DEMO_SITE_ID);
    const res = await grant(appId, secret);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 14400,
    });
    const instance = instanceOf(body.access_token);
    expect(instance).toMatchObject({
      instanceId: DEMO_SITE_ID,
      appDefId: appId,
      metaSiteId: DEMO_SITE_ID,
    });
    expect(instance.aid ?? instance.uid ?? instance.siteMemberId).toBeUndefined();
  });

  it('accepts camelCase names too', async () => {
    const { appId, secret } = await createAppCredential(t.db, DEMO_SITE_ID);
    const res = await token({
      grantType: 'client_credentials',
      clientId: appId,
      clientSecret: secret,
      instanceId: DEMO_SITE_ID,
    });
    expect(res.statusCode).toBe(200);
  });

  it('a wrong secret, an unknown or revoked app are 401 INVALID_APP_CREDENTIALS alike', async () => {
    const { appId, secret } = await createAppCredential(t.db, DEMO_SITE_ID);
    const wrong = await grant(appId, `${secret}x`);
    const unknown = await grant(crypto.randomUUID(), secret);
    const notUuid = await grant('my-app', secret);
    await t.db
      .update(appCredentials)
      .set({ revokedAt: new Date() })
      .where(eq(appCredentials.id, appId));
    const revoked = await grant(appId, secret);
    for (const res of [wrong, unknown, notUuid, revoked]) {
      expectAppError(res, 401, 'INVALID_APP_CREDENTIALS');
    }
  });

  it('another instance (site) or an unknown one is 400 INVALID_INSTANCE_ID; a missing one is a validation error', async () => {
    const { appId, secret } = await createAppCredential(t.db, DEMO_SITE_ID);
    const other = await createSecondSite(t.db);
    for (const instanceId of [other.siteId, crypto.randomUUID()]) {
      const res = await grant(appId, secret, instanceId);
      expectAppError(res, 400, 'INVALID_INSTANCE_ID');
    }
    const missing = await token({
      grant_type: 'client_credentials',
      client_id: appId,
      client_secret: secret,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'instanceId',
    });
  });
});

async function appToken() {
  const { appId, secret } = await createAppCredential(t.db, DEMO_SITE_ID);
  const authorization = (await grant(appId, secret)).json().access_token as string;
  return { appId, secret, authorization };
}

/** An owner call (counting services) with the app's token. */
const countServices = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/bookings/v2/services/count',
    headers: { authorization },
    payload: {},
  });

describe('an app token on the API (identity APP, role ADMIN)', () => {
  it('makes owner calls; the outbox names the app as who caused the event', async () => {
    const { appId, authorization } = await appToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/services',
      headers: { authorization },
      payload: { service: { type: 'APPOINTMENT', name: 'Made by an app' } },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().service.id;
    const [event] = await t.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, id), eq(domainEvents.siteId, DEMO_SITE_ID)))
      .orderBy(desc(domainEvents.id));
    expect(event?.identity).toEqual({ identityType: 'APP', appId });
  });

  it('is refused member-only calls with 403 MEMBER_ONLY', async () => {
    const { authorization } = await appToken();
    const res = await t.app.inject({
      method: 'GET',
      url: '/members/v1/members/my',
      headers: { authorization },
    });
    expectAppError(res, 403, 'MEMBER_ONLY');
  });

  it('stops working once the app is revoked', async () => {
    const { appId, authorization } = await appToken();
    expect((await countServices(authorization)).statusCode).toBe(200);
    await t.db
      .update(appCredentials)
      .set({ revokedAt: new Date() })
      .where(eq(appCredentials.id, appId));
    expect((await countServices(authorization)).statusCode).toBe(401);
  });
});

describe('apps credentials create', () => {
  it('prints app id, secret and instance id once; they buy a token', async () => {
    const { code, out } = await runCli(t.db, 'apps', 'credentials', 'create');
    expect(code).toBe(0);
    const value = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(out)?.[1] ?? '';
    expect(value('instance id')).toBe(DEMO_SITE_ID);
    const res = await grant(value('app id'), value('app secret'), value('instance id'));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(appCredentials)
      .where(eq(appCredentials.id, value('app id')));
    expect(row?.secretHash).not.toContain(value('app secret'));
    expect((await runCli(t.db, 'apps', 'credentials', 'create', '--site', 'nope')).code).toBe(1);
  });
});

describe('apps credentials revoke', () => {
  it('ends the app: its live token is refused and no new one is granted', async () => {
    const { appId, secret, authorization } = await appToken();
    expect((await countServices(authorization)).statusCode).toBe(200);
    const revoked = await runCli(t.db, 'apps', 'credentials', 'revoke', appId);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`Revoked ${appId}`);
    expect((await countServices(authorization)).statusCode).toBe(401);
    expectAppError(await grant(appId, secret), 401, 'INVALID_APP_CREDENTIALS');
    const again = await runCli(t.db, 'apps', 'credentials', 'revoke', appId);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`No live app ${appId}`);
    expect((await runCli(t.db, 'apps', 'credentials', 'revoke')).code).toBe(1);
  });
});
