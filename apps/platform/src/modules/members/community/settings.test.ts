import { SiteMembersResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller, type Caller } from '../../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { newMember } from '../test-kit';

const t = useTestApp();
const PRIVACY = '/members/v1/privacy-settings';
const MEMBERS = '/members/v1/members';

let asOwner: Caller;
let asVisitor: Caller;
beforeAll(async () => {
  asOwner = caller(t.app, await ownerHeaders(t.db));
  asVisitor = caller(t.app, { authorization: await visitorToken(t.app) });
});

const settingsOf = async (as: Caller) => (await as('GET', PRIVACY)).json().memberPrivacySettings;
const listed = async (as: Caller) =>
  SiteMembersResponse.parse((await as('POST', `${MEMBERS}/query`, {})).json()).members.map(
    (m) => m.id,
  );

describe('member privacy settings', () => {
  it('starts at the defaults; the owner sets them by revision, and public profiles follow', async () => {
    const ora = await newMember(t, 'ora', { joined: true });
    expect(await settingsOf(asVisitor)).toMatchObject({
      publicMemberVisibility: 'VISIBLE_TO_ALL',
      publicMemberCandidates: 'ANYONE',
      revision: '0',
    });
    const set = (body: Record<string, unknown>) =>
      asOwner('POST', PRIVACY, { memberPrivacySettings: body });
    await expectAppError(
      await ora.as('POST', PRIVACY, { memberPrivacySettings: { revision: '0' } }),
      403,
      'FORBIDDEN',
    );
    const membersOnly = await set({
      publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY',
      revision: '0',
    });
    expect(membersOnly.statusCode, membersOnly.body).toBe(200);
    expect(membersOnly.json().memberPrivacySettings.revision).toBe('1');
    await expectAppError(await asVisitor('GET', `${MEMBERS}/${ora.id}`), 404, 'MEMBER_NOT_FOUND');
    expect(await listed(asVisitor)).toEqual([]);
    const pat = await newMember(t, 'pat');
    expect((await pat.as('GET', `${MEMBERS}/${ora.id}`)).statusCode).toBe(200);
    await expectAppError(
      await set({ publicMemberCandidates: 'NO_ONE', revision: '0' }),
      409,
      'INVALID_REVISION',
    );
    await expectAppError(
      await set({ publicMemberCandidates: 'UNKNOWN', revision: '1' }),
      400,
      'INVALID_SETTINGS',
    );
    expect((await set({ publicMemberCandidates: 'NO_ONE', revision: '1' })).statusCode).toBe(200);
    expect(await listed(pat.as)).toEqual([]);
    const back = await set({
      publicMemberVisibility: 'VISIBLE_TO_ALL',
      publicMemberCandidates: 'ANYONE',
      revision: 2,
    });
    expect(back.json().memberPrivacySettings).toMatchObject({
      revision: '3',
      publicMemberCandidates: 'ANYONE',
    });
    expect(await listed(asVisitor)).toContain(ora.id);
  });
});

describe('member roles', () => {
  it('the owner defines roles and assigns them; members and visitors may not', async () => {
    const quin = await newMember(t, 'quin', { joined: true });
    const rex = await newMember(t, 'rex', { status: 'BLOCKED' });
    const roles = `/members/v1/roles/members/${quin.id}`;
    await expectAppError(await quin.as('POST', roles, { roleKey: 'WRITER' }), 403, 'FORBIDDEN');
    await expectAppError(await asVisitor('POST', roles, { roleKey: 'WRITER' }), 403, 'FORBIDDEN');
    await expectAppError(
      await asOwner('POST', roles, { roleKey: 'WRITER' }),
      404,
      'ROLE_DOES_NOT_EXIST',
    );
    const define = (roleKey: string, blockable: boolean) =>
      asOwner('POST', '/members/v1/roles/definitions', { roleKey, roleTitle: roleKey, blockable });
    expect((await define('WRITER', false)).json().role).toMatchObject({
      roleKey: 'WRITER',
      revision: '1',
    });
    expect((await define('MODERATOR', true)).statusCode).toBe(200);
    await expectAppError(await define('WRITER', false), 409, 'ROLE_ALREADY_EXISTS');
    expectValidationError(await define('lower', false), ['roleKey:FORMAT']);
    for (let i = 0; i < 2; i += 1) {
      expect((await asOwner('POST', roles, { roleKey: 'WRITER' })).json()).toEqual({
        roleKey: 'WRITER',
      });
    }
    expect((await asOwner('GET', roles)).json()).toEqual({
      roles: [{ roleKey: 'WRITER', title: 'WRITER' }],
    });
    await expectAppError(
      await asOwner('POST', `/members/v1/roles/members/${rex.id}`, { roleKey: 'MODERATOR' }),
      428,
      'MEMBER_BLOCKED',
    );
    expectValidationError(await asOwner('DELETE', `${roles}?roleKey=NOPE`), ['roleKey:OTHER']);
    expect((await asOwner('DELETE', `${roles}?roleKey=WRITER`)).json()).toEqual({
      roleKey: 'WRITER',
    });
    expect((await asOwner('GET', roles)).json()).toEqual({ roles: [] });
  });

  it('the owner updates a definition’s blockable by revision and deletes it; holders keep it', async () => {
    const una = await newMember(t, 'una', { joined: true });
    const blocked = await newMember(t, 'vic', { status: 'BLOCKED' });
    const definitions = '/members/v1/roles/definitions';
    const one = `${definitions}/EDITOR`;
    const created = await asOwner('POST', definitions, { roleKey: 'EDITOR', roleTitle: 'Editor' });
    expect(created.statusCode, created.body).toBe(200);
    await expectAppError(await una.as('PATCH', one, { revision: '1' }), 403, 'FORBIDDEN');
    await expectAppError(await asVisitor('DELETE', one), 403, 'FORBIDDEN');
    expectValidationError(await asOwner('PATCH', one, { blockable: true }), [
      'revision:VALIDATION',
    ]);
    const updated = await asOwner('PATCH', `/_api${one}`, {
      key: 'EDITOR',
      blockable: true,
      revision: '1',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().role).toMatchObject({
      roleKey: 'EDITOR',
      blockable: true,
      revision: '2',
    });
    await expectAppError(
      await asOwner('PATCH', one, { blockable: false, revision: '1' }),
      409,
      'INVALID_REVISION',
    );
    await expectAppError(
      await asOwner('POST', `/members/v1/roles/members/${blocked.id}`, { roleKey: 'EDITOR' }),
      428,
      'MEMBER_BLOCKED',
    );

    const holder = `/members/v1/roles/members/${una.id}`;
    expect((await asOwner('POST', holder, { roleKey: 'EDITOR' })).statusCode).toBe(200);
    const deleted = await asOwner('DELETE', one);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({});
    await expectAppError(await asOwner('GET', one), 404, 'ROLE_DOES_NOT_EXIST');
    await expectAppError(await asOwner('DELETE', one), 404, 'ROLE_DOES_NOT_EXIST');
    await expectAppError(
      await asOwner('PATCH', one, { revision: '2' }),
      404,
      'ROLE_DOES_NOT_EXIST',
    );
    const listed = (await asOwner('GET', definitions)).json().roles as { roleKey: string }[];
    expect(listed.map((role) => role.roleKey)).not.toContain('EDITOR');
    // The holder keeps it, by its title, until unassigned; nobody new can be given it.
    expect((await asOwner('GET', holder)).json()).toEqual({
      roles: [{ roleKey: 'EDITOR', title: 'Editor' }],
    });
    const other = await newMember(t, 'wes', { joined: true });
    await expectAppError(
      await asOwner('POST', `/members/v1/roles/members/${other.id}`, { roleKey: 'EDITOR' }),
      404,
      'ROLE_DOES_NOT_EXIST',
    );
    expect((await asOwner('DELETE', `${holder}?roleKey=EDITOR`)).statusCode).toBe(200);
    expect((await asOwner('GET', holder)).json()).toEqual({ roles: [] });
    // Defined again, the key is a new definition.
    const again = await asOwner('POST', definitions, { roleKey: 'EDITOR', roleTitle: 'Editors' });
    expect(again.json().role).toMatchObject({ title: 'Editors', blockable: false, revision: '1' });
    expect(again.json().role.id).not.toBe(created.json().role.id);
  });

  it("Query Roles answers No route rather than reaching Assign Role with `query` as a member's id", async () => {
    const answer = await asOwner('POST', '/members/v1/roles/members/query', { query: {} });
    await expectAppError(answer, 404, 'NOT_FOUND');
    expect(answer.json().message).toContain('No route');
  });
});
