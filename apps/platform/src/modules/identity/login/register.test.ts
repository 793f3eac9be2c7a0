import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { members } from '../../../db/schema/identity';
import { freshEmail, useIdentityKit } from '../test-kit';

const t = useTestApp();
const k = useIdentityKit(t);

describe('POST /_api/iam/authentication/v2/register', () => {
  it('SUCCESS with a session token when the site lets members in at once', async () => {
    await k.policy('SUCCESS');
    const email = freshEmail();
    const res = await k.register(email, 'secret-pass', { firstName: 'Ada', nickname: 'ada' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: {
        email: { address: email, isVerified: false },
        status: { name: 'ACTIVE' },
        identityProfile: { firstName: 'Ada', nickname: 'ada' },
      },
    });
    expect(res.body).not.toContain('scrypt');
    const [row] = await t.db.select().from(members).where(eq(members.id, body.identity.id));
    expect(row).toMatchObject({ siteId: DEMO_SITE_ID, status: 'APPROVED' });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('REQUIRE_EMAIL_VERIFICATION with a state token and the code in the outbox (demo default)', async () => {
    await k.policy('REQUIRE_EMAIL_VERIFICATION');
    const email = freshEmail();
    const res = await k.register(email);
    expect(res.json()).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
      identity: { status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION'] } },
    });
    expect(res.json().sessionToken).toBeUndefined();
    expect((await k.lastMail(email))?.code).toMatch(/^\d{6}$/);
  });

  it('REQUIRE_OWNER_APPROVAL leaves the member pending', async () => {
    await k.policy('REQUIRE_OWNER_APPROVAL');
    const res = await k.register(freshEmail());
    expect(res.json()).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL' });
    expect(res.json().sessionToken).toBeUndefined();
    await k.policy('REQUIRE_EMAIL_VERIFICATION');
  });

  it('refuses an email already taken, whatever its case, with -19995 and stores nothing', async () => {
    await k.policy('SUCCESS');
    const email = freshEmail('dup');
    expect((await k.register(email)).statusCode).toBe(200);
    const again = await k.register(email.toUpperCase());
    expectAppError(again, 400, '-19995');
    const rows = await t.db.select().from(members).where(eq(members.email, email.toUpperCase()));
    expect(rows).toEqual([]);
  });

  it('gives every field violation a data.type', async () => {
    const res = await k.post('/iam/authentication/v2/register', {
      loginId: { email: 'not-an-email' },
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'loginId.email', data: { type: 'EMAIL' } }),
      expect.objectContaining({
        field: 'password',
        violatedRule: 'MIN_LENGTH',
        data: { type: 'PASSWORD' },
      }),
    ]);
  });

  it('asks for a captcha token when the site requires one', async () => {
    await k.policy('SUCCESS', true);
    const missing = await k.register(freshEmail());
    expectAppError(missing, 400, '-19971');
    const bad = await k.post('/_api/iam/authentication/v2/register', {
      loginId: { email: freshEmail() },
      password: 'secret-pass',
      captchaTokens: [{ Recaptcha: 'invalid' }],
    });
    expectAppError(bad, 400, '-19970');
    const good = await k.post('/_api/iam/authentication/v2/register', {
      loginId: { email: freshEmail() },
      password: 'secret-pass',
      captchaTokens: [{ InvisibleRecaptcha: 'token' }],
    });
    expect(good.statusCode).toBe(200);
    await k.policy('REQUIRE_EMAIL_VERIFICATION');
  });

  it('needs a token (401 without one)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: freshEmail() }, password: 'secret-pass' },
    });
    expect(res.statusCode).toBe(401);
  });
});
