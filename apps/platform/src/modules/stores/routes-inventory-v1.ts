import {
  DecrementInventoryV2Request,
  GetInventoryVariantsV2Params,
  GetInventoryVariantsV2Request,
  GetInventoryVariantsV2Response,
  IncrementInventoryV2Request,
  QueryInventoryV2Request,
  QueryInventoryV2Response,
  UpdateInventoryVariantsV2Params,
  UpdateInventoryVariantsV2Request,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  adjustInventoryV1,
  getInventoryVariantsV1,
  queryInventoryV1,
  updateInventoryVariantsV1,
} from './inventory-v1';

/**
 * Catalog V1 inventory (inventory-v1.ts), inside the V1 routes' guards: reads for anyone with the
 * Store app, writes the owner's. The SDK sends the writes to `/v2/inventoryItems…` on a custom host.
 */
const readerAt = (suffix: string): [string] => [`/stores-reader/v2/inventoryItems${suffix}`];
const writerAt = (suffix: string): [string, string] => [
  `/stores/v2/inventoryItems${suffix}`,
  `/v2/inventoryItems${suffix}`,
];
const Empty = z.object({});

export async function inventoryV1Routes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'POST',
    paths: readerAt('/query'),
    schema: { body: QueryInventoryV2Request, response: { 200: QueryInventoryV2Response } },
    handler: (request) => queryInventoryV1(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: readerAt('/:inventoryId/getVariants'),
    schema: {
      params: GetInventoryVariantsV2Params,
      body: GetInventoryVariantsV2Request,
      response: { 200: GetInventoryVariantsV2Response },
    },
    handler: (request) =>
      getInventoryVariantsV1(
        app.db,
        request.caller,
        request.params.inventoryId,
        request.body.variantIds,
      ),
  });

  await ownerScope(app, (owner) => {
    routeWithAliases(owner, {
      method: 'PATCH',
      paths: writerAt('/product/:productId'),
      schema: {
        params: UpdateInventoryVariantsV2Params,
        body: UpdateInventoryVariantsV2Request,
        response: { 200: Empty },
      },
      handler: (request) =>
        updateInventoryVariantsV1(
          app.db,
          request.caller,
          request.params.productId,
          request.body.inventoryItem,
        ),
    });
    routeWithAliases(owner, {
      method: 'POST',
      paths: writerAt('/decrement'),
      schema: { body: DecrementInventoryV2Request, response: { 200: Empty } },
      handler: (request) =>
        adjustInventoryV1(
          app.db,
          request.caller,
          request.body.decrementData.map(({ decrementBy, ...line }) => ({
            ...line,
            by: decrementBy,
          })),
          -1,
          'decrementData',
        ),
    });
    routeWithAliases(owner, {
      method: 'POST',
      paths: writerAt('/increment'),
      schema: { body: IncrementInventoryV2Request, response: { 200: Empty } },
      handler: (request) =>
        adjustInventoryV1(
          app.db,
          request.caller,
          request.body.incrementData.map(({ incrementBy, ...line }) => ({
            ...line,
            by: incrementBy,
          })),
          1,
          'incrementData',
        ),
    });
  });
}
