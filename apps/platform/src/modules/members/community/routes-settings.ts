import {
  AssignRoleRequest,
  CreateMemberRoleDefinitionRequest,
  MemberIdPathParams,
  MemberPrivacySettingsResponse,
  MemberRoleDefinitionResponse,
  MemberRoleDefinitionsResponse,
  MemberRolesResponse,
  RoleKeyParams,
  RoleKeyResponse,
  SetMemberPrivacySettingsRequest,
  UnassignRoleQuery,
  UpdateMemberRoleDefinitionRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { notServed } from '../../../http/not-served';
import { ownerOnly } from '../../../http/require-owner';
import { getMemberPrivacySettings, setMemberPrivacySettings } from './privacy-settings';
import {
  assignRole,
  createRoleDefinition,
  deleteRoleDefinition,
  getMemberRoles,
  getRoleDefinition,
  listRoleDefinitions,
  unassignRole,
  updateRoleDefinition,
} from './roles';

const PRIVACY = '/members/v1/privacy-settings';
const DEFINITIONS = '/members/v1/roles/definitions';
const MEMBER_ROLES = '/members/v1/roles/members/:memberId';
const both = (path: string) => [path, `/_api${path}`] as const;

/** Member Privacy Settings v1: anyone reads them (the site shows profiles by them), the owner sets. */
function privacyRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: both(PRIVACY),
    schema: { response: { 200: MemberPrivacySettingsResponse } },
    handler: ({ caller }) => getMemberPrivacySettings(app.db, caller.siteId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(PRIVACY),
    preValidation: ownerOnly,
    schema: {
      body: SetMemberPrivacySettingsRequest,
      response: { 200: MemberPrivacySettingsResponse },
    },
    handler: ({ caller, body }) =>
      setMemberPrivacySettings(app.db, caller, body.memberPrivacySettings),
  });
}

/** Role definitions and assignments: the owner's (MEMBERS.MEMBER_ROLES_MANAGE); 403 before 400. */
function roleRoutes(app: App): void {
  // Query Roles (`POST …/roles/members/query`) is not served yet: declared, so that Assign Role's
  // `{memberId}` does not take `query` for a member's id.
  for (const path of both('/members/v1/roles/members/query')) notServed(app, 'POST', path);
  routeWithAliases(app, {
    method: 'POST',
    paths: both(DEFINITIONS),
    preValidation: ownerOnly,
    schema: {
      body: CreateMemberRoleDefinitionRequest,
      response: { 200: MemberRoleDefinitionResponse },
    },
    handler: ({ caller, body }) => createRoleDefinition(app.db, caller, body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(DEFINITIONS),
    preValidation: ownerOnly,
    schema: { response: { 200: MemberRoleDefinitionsResponse } },
    handler: ({ caller }) => listRoleDefinitions(app.db, caller.siteId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(`${DEFINITIONS}/:roleKey`),
    preValidation: ownerOnly,
    schema: { params: RoleKeyParams, response: { 200: MemberRoleDefinitionResponse } },
    handler: ({ caller, params }) => getRoleDefinition(app.db, caller.siteId, params.roleKey),
  });
  // The SDK names the path's key `key` on update and `roleKey` on delete: the same segment.
  routeWithAliases(app, {
    method: 'PATCH',
    paths: both(`${DEFINITIONS}/:roleKey`),
    preValidation: ownerOnly,
    schema: {
      params: RoleKeyParams,
      body: UpdateMemberRoleDefinitionRequest,
      response: { 200: MemberRoleDefinitionResponse },
    },
    handler: ({ caller, params, body }) =>
      updateRoleDefinition(app.db, caller, params.roleKey, {
        blockable: body.blockable,
        revision: String(body.revision),
      }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: both(`${DEFINITIONS}/:roleKey`),
    preValidation: ownerOnly,
    schema: { params: RoleKeyParams, response: { 200: z.object({}) } },
    handler: ({ caller, params }) => deleteRoleDefinition(app.db, caller, params.roleKey),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(MEMBER_ROLES),
    preValidation: ownerOnly,
    schema: {
      params: MemberIdPathParams,
      body: AssignRoleRequest,
      response: { 200: RoleKeyResponse },
    },
    handler: ({ caller, params, body }) =>
      assignRole(app.db, caller, params.memberId, body.roleKey),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: both(MEMBER_ROLES),
    preValidation: ownerOnly,
    schema: {
      params: MemberIdPathParams,
      querystring: UnassignRoleQuery,
      response: { 200: RoleKeyResponse },
    },
    handler: ({ caller, params, query }) =>
      unassignRole(app.db, caller, params.memberId, query.roleKey),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(MEMBER_ROLES),
    preValidation: ownerOnly,
    schema: { params: MemberIdPathParams, response: { 200: MemberRolesResponse } },
    handler: ({ caller, params }) => getMemberRoles(app.db, caller, params.memberId),
  });
}

export function settingsRoutes(app: App): void {
  privacyRoutes(app);
  roleRoutes(app);
}
