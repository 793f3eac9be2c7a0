import {
  BackInStockIdParams,
  BackInStockResponse,
  CreateBackInStockRequest,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  createBackInStockRequest,
  deleteBackInStockRequest,
  getBackInStockRequest,
  markAsNotified,
} from './store';

const BASE = '/ecom/v1/back-in-stock-notification-requests';
const ownerOnly = async (request: FastifyRequest) => requireOwner(request);

/** Back-in-stock requests: buyers ask, the owner reads, marks notified and deletes. */
export default async function backInStockRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'stores'));
  const one = `${BASE}/:id`;

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: { body: CreateBackInStockRequest, response: { 200: BackInStockResponse } },
    handler: async (request) => ({
      request: await createBackInStockRequest(app.db, request.caller, request.body.request),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [one],
    preValidation: ownerOnly,
    schema: { params: BackInStockIdParams, response: { 200: BackInStockResponse } },
    handler: async (request) => ({
      request: await getBackInStockRequest(app.db, request.auth.siteId, request.params.id),
    }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${one}/mark-as-notified`],
    preValidation: ownerOnly,
    schema: { params: BackInStockIdParams, response: { 200: BackInStockResponse } },
    handler: async (request) => ({
      request: await markAsNotified(app.db, request.caller, request.params.id),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [one],
    preValidation: ownerOnly,
    schema: { params: BackInStockIdParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteBackInStockRequest(app.db, request.caller, request.params.id);
      return {};
    },
  });
}
