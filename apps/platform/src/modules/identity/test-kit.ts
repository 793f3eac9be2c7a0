import { DEMO_SITE_ID } from '@headless/contract';
import { desc, eq } from 'drizzle-orm';
import { visitorToken, type TestApp } from '../../../test/build-app';
import { madeBeforeAll } from '../../../test/harness';
export { codeOf } from '../../../test/harness';
import { mailOutbox, members } from '../../db/schema/identity';
import { writeSettings, type IdentitySettings } from './settings';

let counter = 0;
/** An email no other test uses. */
export const freshEmail = (prefix = 'm') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Identity calls as a visitor of the demo site (what the SDK does before login). */
export async function identityKit(t: TestApp) {
  const authorization = await visitorToken(t.app);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization, ...headers },
    });
  const register = (email: string, password = 'secret-pass', profile = {}) =>
    post('/_api/iam/authentication/v2/register', { loginId: { email }, password, profile });
  const login = (email: string, password = 'secret-pass', headers = {}) =>
    post('/_api/iam/authentication/v2/login', { loginId: { email }, password }, headers);
  const verify = (stateToken: string, code: string) =>
    post('/_api/iam/verification/v1/auth/verify', { stateToken, code });
  const policy = (signupPolicy: IdentitySettings['signupPolicy'], requireCaptcha = false) =>
    writeSettings(t.db, DEMO_SITE_ID, { signupPolicy, requireCaptcha });
  /** The newest mail to an address, as a developer reads it in the outbox. */
  const lastMail = async (to: string) => {
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };
  /** A verified member with a session token (registered while the site let members in at once). */
  const member = async (email = freshEmail()) => {
    await policy('SUCCESS');
    const res = await register(email);
    await policy('REQUIRE_EMAIL_VERIFICATION');
    const body = res.json();
    await t.db.update(members).set({ emailVerified: true }).where(eq(members.id, body.identity.id));
    return { email, id: body.identity.id as string, sessionToken: body.sessionToken as string };
  };
  return { authorization, post, register, login, verify, policy, lastMail, member };
}

export type IdentityKit = Awaited<ReturnType<typeof identityKit>>;

/** `identityKit` for a whole test file, made in its `beforeAll` (see `madeBeforeAll`). */
export const useIdentityKit = (t: TestApp) => madeBeforeAll(() => identityKit(t));
