import {
  BlockedIdsResponse,
  BlockingListQuery,
  BlockMemberRequest,
  FollowerIdsResponse,
  FollowersListQuery,
  MemberIdPathParams,
  QueryMemberConnectionsRequest,
  QueryMyConnectionsRequest,
  QueryMyConnectionsResponse,
  ReportMemberRequest,
  ReportMemberResponse,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { memberIdOf, requireMember } from '../../../http/require-member';
import { ownerOnly } from '../../../http/require-owner';
import { isUuid } from '../../../kernel/ids';
import { memberNotFound } from '../profiles/profile-reads';
import { blockMember, listMyBlocking, unblockMember } from './blocks';
import {
  followMember,
  listMyConnections,
  memberConnectionsOf,
  queryMyConnections,
  unfollowMember,
} from './follows';
import { reportMember } from './reports';

const FOLLOWERS = '/members/v3/followers';
const BLOCKS = '/members/v1/member-to-member-blocks/members/my';
const both = (path: string) => [path, `/_api${path}`] as const;
const Ok = { 200: z.object({}) };

/** A member id in a path that cannot be one is a member nobody has. */
const memberIdIn = (params: { memberId: string }) => {
  if (!isUuid(params.memberId)) throw memberNotFound(params.memberId);
  return params.memberId;
};

/** Members Followers v3 for the calling member (docs/protocol.md §2.8): visitors get 403. */
function followerRoutes(app: App): void {
  for (const [method, act] of [
    ['POST', followMember],
    ['DELETE', unfollowMember],
  ] as const) {
    routeWithAliases(app, {
      method,
      paths: both(`${FOLLOWERS}/:memberId`),
      schema: { params: MemberIdPathParams, response: Ok },
      handler: async (request) => {
        const me = memberIdOf(request.caller, 'follow members');
        await act(app.db, request.caller, me, memberIdIn(request.params));
        return {};
      },
    });
  }
  for (const [path, of] of [
    ['my', 'followers'],
    ['my/following', 'following'],
  ] as const) {
    routeWithAliases(app, {
      method: 'GET',
      paths: both(`${FOLLOWERS}/${path}`),
      schema: { querystring: FollowersListQuery, response: { 200: FollowerIdsResponse } },
      handler: ({ caller, query }) =>
        listMyConnections(app.db, caller, memberIdOf(caller, 'list your connections'), of, {
          limit: query['paging.limit'],
          cursor: query['paging.cursor'],
        }),
    });
  }
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${FOLLOWERS}/my/connections`),
    schema: { body: QueryMyConnectionsRequest, response: { 200: QueryMyConnectionsResponse } },
    handler: ({ caller, body }) =>
      queryMyConnections(
        app.db,
        caller,
        memberIdOf(caller, 'list your connections'),
        body.connectedMemberIds,
      ),
  });
}

/**
 * Any member's followers, followed members and connections: the owner's (Read Member Connections
 * is an app's permission; visitors and members get 403). `my` is a literal beside `{memberId}`:
 * the router prefers it, so a member's own lists stay theirs.
 */
function ownerFollowerRoutes(app: App): void {
  for (const [path, of] of [
    ['', 'followers'],
    ['/following', 'following'],
  ] as const) {
    routeWithAliases(app, {
      method: 'GET',
      paths: both(`${FOLLOWERS}/:memberId${path}`),
      preValidation: ownerOnly,
      schema: {
        params: MemberIdPathParams,
        querystring: FollowersListQuery,
        response: { 200: FollowerIdsResponse },
      },
      handler: async ({ caller, params, query }) =>
        (await memberConnectionsOf(app.db, caller, params.memberId)).list(of, {
          limit: query['paging.limit'],
          cursor: query['paging.cursor'],
        }),
    });
  }
  routeWithAliases(app, {
    method: 'POST',
    paths: both(`${FOLLOWERS}/:memberId/connections`),
    preValidation: ownerOnly,
    schema: {
      params: MemberIdPathParams,
      body: QueryMemberConnectionsRequest,
      response: { 200: QueryMyConnectionsResponse },
    },
    handler: async ({ caller, params, body }) =>
      (await memberConnectionsOf(app.db, caller, params.memberId)).query(body.connectedMemberIds),
  });
}

/** Member-to-Member Blocks v1 for the calling member, and Member Reports v1's report. */
function blockAndReportRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: both(BLOCKS),
    schema: { body: BlockMemberRequest, response: Ok },
    handler: async (request) => {
      await blockMember(app.db, request.caller, requireMember(request), request.body.memberId);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: both(`${BLOCKS}/:memberId`),
    schema: { params: MemberIdPathParams, response: Ok },
    handler: async (request) => {
      const me = requireMember(request);
      await unblockMember(app.db, request.caller, me, request.params.memberId);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: both(BLOCKS),
    schema: { querystring: BlockingListQuery, response: { 200: BlockedIdsResponse } },
    handler: ({ caller, query }) =>
      listMyBlocking(app.db, caller, memberIdOf(caller, 'list the members you blocked'), {
        limit: query['cursorPaging.limit'],
        cursor: query['cursorPaging.cursor'],
      }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/members/v1/member-reports'],
    schema: { body: ReportMemberRequest, response: { 200: ReportMemberResponse } },
    handler: (request) =>
      reportMember(app.db, request.caller, requireMember(request), request.body.memberReport),
  });
}

export function socialRoutes(app: App): void {
  followerRoutes(app);
  ownerFollowerRoutes(app);
  blockAndReportRoutes(app);
}
