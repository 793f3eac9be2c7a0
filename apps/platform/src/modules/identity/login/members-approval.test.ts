import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { instanceOf, oauthKit } from '../../oauth/pkce-test-kit';
import { freshEmail, useIdentityKit } from '../test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

const LOGIN = '/wix-sm/api/v1/auth/api/v1/auth/login';
const REGISTER = '/wix-sm/api/v1/auth/api/v1/auth/register';
const APPROVE = '/api/v1/members/approve';
const BLOCK = '/api/v1/members/block';

// The site asks the owner to approve new members while these tests run (its default after).
beforeAll(() => k.policy('REQUIRE_OWNER_APPROVAL'));
afterAll(() => k.policy('REQUIRE_EMAIL_VERIFICATION'));

async function applicant() {
  const email = freshEmail();
  const res = await k.post(REGISTER, { email, password: 'secret-pass' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { email, id: body.member.id as string, approvalToken: body.approvalToken as string };
}

describe('@wix/members authentication.approve / block (the owner’s)', () => {
  it('register leaves an applicant an approval token; the owner approves by it, once', async () => {
    const owner = await ownerHeaders(t.db);
    const { email, id, approvalToken } = await applicant();
    expect(approvalToken).toEqual(expect.any(String));
    expectAppError(
      await k.post(LOGIN, { email, password: 'secret-pass' }),
      428,
      'MEMBER_NOT_ACTIVE',
    );

    const approved = await k.post(APPROVE, { token: approvalToken }, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const tokens = await o.memberTokens(approved.json().session.token);
    expect(instanceOf(tokens.access_token)).toMatchObject({ siteMemberId: id });
    expect((await k.post(LOGIN, { email, password: 'secret-pass' })).statusCode).toBe(200);
    expectAppError(
      await k.post(`/_api/wix-sm-webapp/v1/members/approve`, { token: approvalToken }, owner),
      404,
      'MEMBER_NOT_FOUND',
    );
  });

  it('approves by id or email and blocks; a blocked member cannot log in', async () => {
    const owner = await ownerHeaders(t.db);
    const first = await applicant();
    expect((await k.post(APPROVE, { id: first.id }, owner)).statusCode).toBe(200);
    const second = await applicant();
    expect((await k.post(APPROVE, { email: second.email }, owner)).statusCode).toBe(200);
    const blocked = await k.post(BLOCK, { email: second.email }, owner);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({});
    expect(
      (await k.post(LOGIN, { email: second.email, password: 'secret-pass' })).statusCode,
    ).not.toBe(200);
  });

  it('is the owner’s; names exactly one member; an unknown one is MEMBER_NOT_FOUND', async () => {
    const owner = await ownerHeaders(t.db);
    const { id } = await applicant();
    expectAppError(await k.post(APPROVE, { id }), 403, 'FORBIDDEN');
    expectAppError(await k.post(BLOCK, { id }), 403, 'FORBIDDEN');
    expectValidationError(await k.post(APPROVE, {}, owner), ['id:REQUIRED_FIELD']);
    expectValidationError(await k.post(APPROVE, { id, email: 'x@example.com' }, owner), [
      'id:VALIDATION',
    ]);
    expectAppError(await k.post(BLOCK, { email: freshEmail() }, owner), 404, 'MEMBER_NOT_FOUND');
    expectAppError(await k.post(APPROVE, { id: 'nope' }, owner), 404, 'MEMBER_NOT_FOUND');
    expectAppError(await k.post(APPROVE, { token: 'forged' }, owner), 404, 'MEMBER_NOT_FOUND');
  });
});
