import {
  BulkCreateBenefitItemsRequest,
  BulkCreateBenefitItemsResponse,
  CreatePoolDefinitionRequest,
  PoolDefinitionResponse,
  ProgramDefinitionQuery,
  ProgramDefinitionResponse,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { bulkCreateItems, createPoolDefinition, programDefinitionOf } from './benefit-programs';

// Benefit Programs V1's paths, public first; the reference's method pages name the `/_api` ones.
const paths = (path: string) =>
  [`/benefit-programs/v1${path}`, `/_api/benefit-programs/v1${path}`] as const;

/**
 * The owner gives a plan its benefits as on the real platform (docs/protocol.md §2.7): the plan's
 * program definition, a pool definition with the benefits, then the items each benefit covers.
 */
export function benefitProgramRoutes(owner: App): void {
  routeWithAliases(owner, {
    method: 'GET',
    paths: paths('/program-definitions/by-namespace-and-external-id'),
    schema: { querystring: ProgramDefinitionQuery, response: { 200: ProgramDefinitionResponse } },
    handler: ({ caller, query }) => programDefinitionOf(owner.db, caller, query),
  });
  routeWithAliases(owner, {
    method: 'POST',
    paths: paths('/pool-definitions'),
    schema: { body: CreatePoolDefinitionRequest, response: { 200: PoolDefinitionResponse } },
    handler: ({ caller, body }) => createPoolDefinition(owner.db, caller, body.poolDefinition),
  });
  routeWithAliases(owner, {
    method: 'POST',
    paths: paths('/bulk/items/create'),
    schema: {
      body: BulkCreateBenefitItemsRequest,
      response: { 200: BulkCreateBenefitItemsResponse },
    },
    handler: ({ caller, body }) => bulkCreateItems(owner.db, caller, body),
  });
}
