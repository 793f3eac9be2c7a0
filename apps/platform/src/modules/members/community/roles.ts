import { MemberCommunityErrorCode } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRow } from '../../../db/reads';
import {
  memberRoleDefinitions as d,
  memberRoles as r,
  type MemberRoleDefinitionRow,
} from '../../../db/schema/member-community';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, precondition, validationError } from '../../../kernel/errors';
import { findMember } from '../members';
import { memberNotFound } from '../profiles/profile-reads';

/**
 * Member roles as the reference describes them: the owner defines roles (Member Role Definitions
 * v1: an uppercase key, a title, whether blocked members may hold it) and assigns them to members
 * (Members Authorization v1). Both need MEMBERS.MEMBER_ROLES_MANAGE, an owner's permission: a
 * site's visitors and members hold none of these (their calls get 403).
 */

const definitionToWire = (row: MemberRoleDefinitionRow) => ({
  id: row.id,
  roleKey: row.roleKey,
  title: row.title,
  blockable: row.blockable,
  revision: String(row.revision),
});

const roleNotFound = (roleKey: string) =>
  notFound(MemberCommunityErrorCode.roleDoesNotExist, `No role ${roleKey} on this site`, {
    roleKey,
  });

const findDefinition = (db: Db, siteId: string, roleKey: string) =>
  selectRow(db, d, and(eq(d.siteId, siteId), eq(d.roleKey, roleKey)));

export async function createRoleDefinition(
  db: Db,
  caller: Caller,
  input: { roleKey: string; roleTitle: string; blockable?: boolean | undefined },
) {
  try {
    const [row] = await db
      .insert(d)
      .values({
        siteId: caller.siteId,
        roleKey: input.roleKey,
        title: input.roleTitle,
        blockable: input.blockable ?? false,
      })
      .returning();
    return { role: definitionToWire(row!) };
  } catch (error) {
    if (!isUniqueViolation(error, 'member_role_definitions_pkey')) throw error;
    throw conflict(MemberCommunityErrorCode.roleAlreadyExists, `Role ${input.roleKey} exists`, {
      roleKey: input.roleKey,
    });
  }
}

export async function listRoleDefinitions(db: Db, siteId: string) {
  const rows = await db.select().from(d).where(eq(d.siteId, siteId)).orderBy(asc(d.roleKey));
  return { roles: rows.map(definitionToWire) };
}

export async function getRoleDefinition(db: Db, siteId: string, roleKey: string) {
  const row = await findDefinition(db, siteId, roleKey);
  if (!row) throw roleNotFound(roleKey);
  return { role: definitionToWire(row) };
}

/** Assigning a role twice leaves one assignment (the key); a blockable role skips blocked members. */
export async function assignRole(db: Db, caller: Caller, memberId: string, roleKey: string) {
  const member = await findMember(db, caller.siteId, memberId);
  if (!member) throw memberNotFound(memberId);
  const role = await findDefinition(db, caller.siteId, roleKey);
  if (!role) throw roleNotFound(roleKey);
  if (role.blockable && member.status === 'BLOCKED') {
    throw precondition(
      MemberCommunityErrorCode.memberBlocked,
      'A blocked member cannot hold this role',
      {
        memberId,
        roleKey,
      },
    );
  }
  await db
    .insert(r)
    .values({ siteId: caller.siteId, memberId, roleKey, createdAt: caller.now })
    .onConflictDoNothing();
  return { roleKey };
}

/** A role the site does not define is the reference's INVALID_ROLE (a validation error). */
export async function unassignRole(db: Db, caller: Caller, memberId: string, roleKey: string) {
  if (!(await findMember(db, caller.siteId, memberId))) throw memberNotFound(memberId);
  if (!(await findDefinition(db, caller.siteId, roleKey))) {
    throw validationError([
      {
        field: 'roleKey',
        description: 'is not a role of this site',
        violatedRule: 'OTHER',
        ruleName: 'INVALID_ROLE',
      },
    ]);
  }
  await db
    .delete(r)
    .where(and(eq(r.siteId, caller.siteId), eq(r.memberId, memberId), eq(r.roleKey, roleKey)));
  return { roleKey };
}

export async function getMemberRoles(db: Db, caller: Caller, memberId: string) {
  if (!(await findMember(db, caller.siteId, memberId))) throw memberNotFound(memberId);
  const rows = await db
    .select({ roleKey: d.roleKey, title: d.title })
    .from(r)
    .innerJoin(d, and(eq(d.siteId, r.siteId), eq(d.roleKey, r.roleKey)))
    .where(and(eq(r.siteId, caller.siteId), eq(r.memberId, memberId)))
    .orderBy(asc(r.roleKey));
  return { roles: rows };
}
