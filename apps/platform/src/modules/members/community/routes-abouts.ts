import {
  CreateMemberAboutRequest,
  MemberAboutIdParams,
  MemberAboutResponse,
  MyMemberAboutResponse,
  QueryMemberAboutsRequest,
  QueryMemberAboutsResponse,
  UpdateMemberAboutRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { sameId } from '../../../http/same-id';
import {
  createMemberAbout,
  deleteMemberAbout,
  getMemberAbout,
  getMyMemberAbout,
  queryMemberAbouts,
  updateMemberAbout,
} from './abouts';

const ABOUTS = '/members/v2/abouts';
const both = (path: string) => [path, `/_api${path}`] as const;

/** Members About v2 (docs/protocol.md §2.8): a member's own section, the owner's any, reads by visibility. */
export function aboutRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: both(ABOUTS),
    schema: { body: CreateMemberAboutRequest, response: { 200: MemberAboutResponse } },
    handler: ({ caller, body }) => createMemberAbout(app.db, caller, body.memberAbout),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(`${ABOUTS}/my`),
    schema: { response: { 200: MyMemberAboutResponse } },
    handler: ({ caller }) => getMyMemberAbout(app.db, caller),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${ABOUTS}/query`),
    schema: { body: QueryMemberAboutsRequest, response: { 200: QueryMemberAboutsResponse } },
    handler: ({ caller, body }) => queryMemberAbouts(app.db, caller, body.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(`${ABOUTS}/:id`),
    schema: { params: MemberAboutIdParams, response: { 200: MemberAboutResponse } },
    handler: ({ caller, params }) => getMemberAbout(app.db, caller, params.id),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: both(`${ABOUTS}/:id`),
    schema: {
      params: MemberAboutIdParams,
      body: UpdateMemberAboutRequest,
      response: { 200: MemberAboutResponse },
    },
    handler: ({ caller, params, body }) => {
      sameId(params.id, body.memberAbout.id, 'memberAbout.id');
      return updateMemberAbout(app.db, caller, params.id, body.memberAbout);
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: both(`${ABOUTS}/:id`),
    schema: { params: MemberAboutIdParams, response: { 200: z.object({}) } },
    handler: async ({ caller, params }) => {
      await deleteMemberAbout(app.db, caller, params.id);
      return {};
    },
  });
}
