import { MemberCommunityErrorCode } from '@headless/contract';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRow } from '../../../db/reads';
import {
  memberRoleDefinitions as d,
  memberRoles as r,
  type MemberRoleDefinitionRow,
} from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, precondition, validationError } from '../../../kernel/errors';
import { findMember } from '../members';
import { memberNotFound } from '../profiles/profile-reads';

/**
 * Member roles as the reference describes them: the owner defines roles (Member Role Definitions
 * v1: an uppercase key, a title, whether blocked members may hold it) and assigns them to members
 * (Members Authorization v1). Both need MEMBERS.MEMBER_ROLES_MANAGE, an owner's permission: a
 * site's visitors and members hold none of these (their calls get 403). A deleted definition stays
 * as a marked row (migration 0061): its holders keep the role, named by its title, until unassigned;
 * defining the key again brings it back as a new definition.
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

/** A live definition; `withDeleted` also finds one deleted whose holders keep it. */
const findDefinition = (db: Db, siteId: string, roleKey: string, withDeleted = false) =>
  selectRow(
    db,
    d,
    and(
      eq(d.siteId, siteId),
      eq(d.roleKey, roleKey),
      withDeleted ? undefined : isNull(d.deletedAt),
    ),
  );

export async function createRoleDefinition(
  db: Db,
  caller: Caller,
  input: { roleKey: string; roleTitle: string; blockable?: boolean | undefined },
) {
  const values = { title: input.roleTitle, blockable: input.blockable ?? false };
  const [row] = await db
    .insert(d)
    .values({ siteId: caller.siteId, roleKey: input.roleKey, ...values })
    .onConflictDoUpdate({
      target: [d.siteId, d.roleKey],
      set: { ...values, id: sql`gen_random_uuid()`, revision: 1, deletedAt: null },
      setWhere: isNotNull(d.deletedAt),
    })
    .returning();
  if (!row) {
    throw conflict(MemberCommunityErrorCode.roleAlreadyExists, `Role ${input.roleKey} exists`, {
      roleKey: input.roleKey,
    });
  }
  return { role: definitionToWire(row) };
}

export async function listRoleDefinitions(db: Db, siteId: string) {
  const rows = await db
    .select()
    .from(d)
    .where(and(eq(d.siteId, siteId), isNull(d.deletedAt)))
    .orderBy(asc(d.roleKey));
  return { roles: rows.map(definitionToWire) };
}

export async function getRoleDefinition(db: Db, siteId: string, roleKey: string) {
  const row = await findDefinition(db, siteId, roleKey);
  if (!row) throw roleNotFound(roleKey);
  return { role: definitionToWire(row) };
}

/**
 * Update Member Role Definition: only `blockable` changes, and only from the revision read (409
 * INVALID_REVISION otherwise); one statement guarded by the revision, so of two concurrent updates
 * from one revision one wins.
 */
export async function updateRoleDefinition(
  db: Db,
  caller: Caller,
  roleKey: string,
  input: { blockable?: boolean | undefined; revision: string },
) {
  const current = await findDefinition(db, caller.siteId, roleKey);
  if (!current) throw roleNotFound(roleKey);
  const stale = () =>
    conflict(
      MemberCommunityErrorCode.invalidRevision,
      `Role ${roleKey} changed since it was read`,
      {
        roleKey,
        revision: String(current.revision),
      },
    );
  if (String(current.revision) !== input.revision) throw stale();
  const [row] = await db
    .update(d)
    .set({ blockable: input.blockable ?? current.blockable, revision: sql`${d.revision} + 1` })
    .where(
      and(
        eq(d.siteId, caller.siteId),
        eq(d.roleKey, roleKey),
        eq(d.revision, current.revision),
        isNull(d.deletedAt),
      ),
    )
    .returning();
  if (!row) throw stale();
  return { role: definitionToWire(row) };
}

/** Delete Member Role Definition: no longer listed or assignable; its holders keep it. */
export async function deleteRoleDefinition(db: Db, caller: Caller, roleKey: string) {
  const [row] = await db
    .update(d)
    .set({ deletedAt: caller.now })
    .where(and(eq(d.siteId, caller.siteId), eq(d.roleKey, roleKey), isNull(d.deletedAt)))
    .returning({ roleKey: d.roleKey });
  if (!row) throw roleNotFound(roleKey);
  return {};
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

/**
 * A role the site never defined is the reference's INVALID_ROLE (a validation error); a deleted
 * one its holders keep can still be unassigned.
 */
export async function unassignRole(db: Db, caller: Caller, memberId: string, roleKey: string) {
  if (!(await findMember(db, caller.siteId, memberId))) throw memberNotFound(memberId);
  if (!(await findDefinition(db, caller.siteId, roleKey, true))) {
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
