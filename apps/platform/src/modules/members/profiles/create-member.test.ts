import { SiteMemberResponse } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { memberToken } from '../../pricing-plans/test-kit';

const t = useTestApp();
const MEMBERS = '/members/v1/members';

let asOwner: Caller;
let asVisitor: Caller;
let asMember: Caller;

beforeAll(async () => {
  asOwner = caller(t.app, await ownerHeaders(t.db));
  asVisitor = caller(t.app, { authorization: await visitorToken(t.app) });
  asMember = caller(t.app, { authorization: await memberToken(t.db) });
});

const email = () => `created-${randomUUID()}@example.com`;

describe("the owner's createMember (POST /members/v1/members)", () => {
  it('creates an approved member with a profile, who must set a password before logging in', async () => {
    const loginEmail = email();
    const res = await asOwner('POST', MEMBERS, {
      member: {
        loginEmail,
        profile: { nickname: 'Created', slug: `created-${Date.now()}` },
        contact: { firstName: 'Cre', lastName: 'Ated' },
        privacyStatus: 'PUBLIC',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const member = SiteMemberResponse.parse(res.json()).member;
    expect(member).toMatchObject({
      loginEmail,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      profile: { nickname: 'Created' },
      contact: { firstName: 'Cre', lastName: 'Ated' },
    });
    // Public: a visitor reads the profile.
    const read = await asVisitor('GET', `${MEMBERS}/${member.id}`);
    expect(SiteMemberResponse.parse(read.json()).member.profile.nickname).toBe('Created');
    // No password yet: none matches until the member sets one (password recovery).
    const login = await asVisitor('POST', '/_api/iam/authentication/v2/login', {
      loginId: { email: loginEmail },
      password: 'unset',
    });
    await expectAppError(login, 400, '-19976');
  });

  it('refuses a taken email or slug, a malformed email, and anyone but the owner', async () => {
    const loginEmail = email();
    const first = await asOwner('POST', MEMBERS, { member: { loginEmail } });
    expect(first.statusCode, first.body).toBe(200);
    await expectAppError(
      await asOwner('POST', MEMBERS, { member: { loginEmail: loginEmail.toUpperCase() } }),
      400,
      '-19995',
    );
    const slug = `taken-${Date.now()}`;
    await asOwner('POST', MEMBERS, { member: { loginEmail: email(), profile: { slug } } });
    await expectAppError(
      await asOwner('POST', MEMBERS, { member: { loginEmail: email(), profile: { slug } } }),
      409,
      'SLUG_ALREADY_EXISTS',
    );
    const bad = await asOwner('POST', MEMBERS, { member: { loginEmail: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect((await asMember('POST', MEMBERS, { member: { loginEmail: email() } })).statusCode).toBe(
      403,
    );
    expect((await asVisitor('POST', MEMBERS, { member: { loginEmail: email() } })).statusCode).toBe(
      403,
    );
  });
});

describe('updateMemberSlug (POST /members/v1/members/{id}/slug)', () => {
  it("changes a member's slug for the owner, and only a member's own for members", async () => {
    const created = await asOwner('POST', MEMBERS, { member: { loginEmail: email() } });
    const id = SiteMemberResponse.parse(created.json()).member.id;
    const slug = `by-owner-${Date.now()}`;
    const res = await asOwner('POST', `${MEMBERS}/${id}/slug`, { slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(SiteMemberResponse.parse(res.json()).member.profile.slug).toBe(slug);
    // Another member's id is not found to a member; a visitor is refused; a bad id is not found.
    await expectAppError(
      await asMember('POST', `${MEMBERS}/${id}/slug`, { slug: 'mine' }),
      404,
      'MEMBER_NOT_FOUND',
    );
    expect((await asVisitor('POST', `${MEMBERS}/${id}/slug`, { slug: 'x' })).statusCode).toBe(403);
    await expectAppError(
      await asOwner('POST', `${MEMBERS}/nope/slug`, { slug: 'x' }),
      404,
      'MEMBER_NOT_FOUND',
    );
  });
});
