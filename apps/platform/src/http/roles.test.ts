import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { createServiceWith } from '../../test/callers';
import { expectAppError, useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { sites } from '../db/schema/core';
import { identityKit } from '../modules/identity/test-kit';
import { createAppCredential } from '../modules/oauth/grants/app-credentials';
import { oauthKit } from '../modules/oauth/pkce-test-kit';
import { placedOrder } from '../modules/orders/test-kit';
import { authenticate } from '../plugins/auth';
import { contactRole } from './contact-role';

const t = useTestApp();
let callers: Record<'visitor' | 'member' | 'owner' | 'app', Record<string, string>>;
beforeAll(async () => {
  const k = await identityKit(t);
  const o = oauthKit(t);
  const m = await k.member();
  const member = await o.memberTokens(m.sessionToken);
  const app = await createAppCredential(t.db, DEMO_SITE_ID);
  const appToken = await t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: app.appId,
      client_secret: app.secret,
      instance_id: app.instanceId,
    },
  });
  callers = {
    visitor: { authorization: await visitorToken(t.app) },
    member: { authorization: member.access_token },
    owner: await ownerHeaders(t.db),
    app: { authorization: appToken.json().access_token },
  };
});

const ownerCall = (headers: Record<string, string>) =>
  createServiceWith(t.app, headers, 'Role check');
const memberCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/members/v1/members/my', headers });
const publicCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/bookings/v2/services/query', headers, payload: {} });

describe('roles per identity type', () => {
  it.each([
    ['visitor', 'VISITOR', 403, 403],
    ['member', 'MEMBER', 403, 200],
    ['owner', 'ADMIN', 200, 403],
    ['app', 'ADMIN', 200, 403],
  ] as const)(
    '%s is %s: owner call %i, member call %i, public call 200',
    async (who, role, owner, member) => {
      const headers = callers[who];
      const o = await ownerCall(headers);
      expect(o.statusCode, o.body).toBe(owner);
      if (owner === 403) {
        expectAppError(o, 403, 'FORBIDDEN');
        expect(o.json().details.applicationError.data).toMatchObject({ role });
      }
      const m = await memberCall(headers);
      expect(m.statusCode, m.body).toBe(member);
      if (member === 403) {
        expectAppError(m, 403, 'MEMBER_ONLY');
        expect(m.json().details.applicationError.data).toMatchObject({ role });
      }
      expect((await publicCall(headers)).statusCode).toBe(200);
    },
  );
});

describe('contactRole', () => {
  it('a visitor becomes a CONTACT once it placed an order with its email; others keep their role', async () => {
    await t.db.update(sites).set({ premium: true }).where(eq(sites.id, DEMO_SITE_ID));
    const fresh = (await authenticate(t.db, await visitorToken(t.app), t.app.clock.now()))!;
    expect(fresh.role).toBe('VISITOR');
    expect(await contactRole(t.db, fresh)).toBe('VISITOR');
    const { token } = await placedOrder(t);
    const buyer = (await authenticate(t.db, token, t.app.clock.now()))!;
    expect(buyer.role).toBe('VISITOR');
    expect(await contactRole(t.db, buyer)).toBe('CONTACT');
    const member = (await authenticate(t.db, callers.member.authorization!, t.app.clock.now()))!;
    expect(await contactRole(t.db, member)).toBe('MEMBER');
    const app = (await authenticate(t.db, callers.app.authorization!, t.app.clock.now()))!;
    expect(await contactRole(t.db, app)).toBe('ADMIN');
  });
});
