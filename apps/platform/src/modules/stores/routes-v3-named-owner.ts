import {
  BulkNamedV3Response,
  GetNamedV3Params,
  namedWriteRequests,
  V3NamedEntity,
  type NamedV3Input,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { postRoute } from './routes-v3-owner';
import type { NamedKind } from './v3/named';
import {
  bulkCreateNamedV3,
  bulkDeleteNamedV3,
  bulkGetOrCreateNamedV3,
  bulkUpdateNamedV3,
  createNamedV3,
  deleteNamedV3,
  getOrCreateNamedV3,
  updateNamedV3,
} from './v3/named-bulk';
import { namedAt } from './v3/paths';

/**
 * Catalog V3 brands and ribbons, the owner's writes (v3/named-writes.ts), in the V3 routes' owner
 * scope. Requests and answers name the entity as the platform does (`{brand}`, `brandName`,
 * `brandIds`; `ribbon` alike).
 */
function ownerRoutesOf(app: App, kind: NamedKind): void {
  const plural = `${kind}s`;
  const at = (suffix: string) => namedAt(kind, suffix);
  const requests = namedWriteRequests(kind);
  const one = z.object({ [kind]: V3NamedEntity });
  const post = postRoute(app);
  const field = <T>(body: object, key: string) => (body as Record<string, T>)[key]!;

  post(at(`/${plural}`), requests.create, one, async (body, request) => ({
    [kind]: await createNamedV3(app.db, request.caller, kind, field<NamedV3Input>(body, kind)),
  }));
  post(at(`/${plural}/get-or-create`), requests.getOrCreate, one, async (body, request) => ({
    [kind]: await getOrCreateNamedV3(app.db, request.caller, kind, field(body, `${kind}Name`)),
  }));
  routeWithAliases(app, {
    method: 'PATCH',
    paths: at(`/${plural}/:id`),
    schema: { params: GetNamedV3Params, body: requests.update, response: { 200: one } },
    handler: async (request) => ({
      [kind]: await updateNamedV3(
        app.db,
        request.caller,
        kind,
        request.params.id,
        field<NamedV3Input>(request.body, kind),
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: at(`/${plural}/:id`),
    schema: { params: GetNamedV3Params, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteNamedV3(app.db, request.caller, kind, request.params.id);
      return {};
    },
  });

  const bulk = (action: string) => at(`/bulk/${plural}/${action}`);
  post(bulk('create'), requests.bulkCreate, BulkNamedV3Response, (body, request) =>
    bulkCreateNamedV3(
      app.db,
      request.caller,
      kind,
      field<NamedV3Input[]>(body, plural),
      body.returnEntity as boolean | undefined,
    ),
  );
  post(bulk('update'), requests.bulkUpdate, BulkNamedV3Response, (body, request) =>
    bulkUpdateNamedV3(
      app.db,
      request.caller,
      kind,
      field<Record<string, NamedV3Input>[]>(body, plural).map((masked) => masked[kind]!),
      body.returnEntity as boolean | undefined,
    ),
  );
  post(bulk('get-or-create'), requests.bulkGetOrCreate, BulkNamedV3Response, (body, request) =>
    bulkGetOrCreateNamedV3(app.db, request.caller, kind, field(body, `${kind}Names`)),
  );
  post(bulk('delete'), requests.bulkDelete, BulkNamedV3Response, (body, request) =>
    bulkDeleteNamedV3(app.db, request.caller, kind, field(body, `${kind}Ids`)),
  );
}

export function namedOwnerRoutes(app: App): void {
  ownerRoutesOf(app, 'brand');
  ownerRoutesOf(app, 'ribbon');
}
