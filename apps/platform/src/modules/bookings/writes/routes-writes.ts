import {
  BulkCreateServicesRequest,
  BulkDeleteByFilterRequest,
  BulkDeleteServicesRequest,
  BulkServicesResponse,
  BulkUpdateByFilterRequest,
  BulkUpdateServicesRequest,
  CreateServiceRequest,
  DeleteServiceQuery,
  type DeleteOptions,
  FieldMask,
  JobResponse,
  ServiceIdParams,
  ServicePatch,
  ServiceResponse,
  MAX_ID_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { validationError } from '../../../kernel/errors';
import { routeWithAliases } from '../../../http/aliases';
import { requireOwner } from '../../../http/require-owner';
import { identityOf } from '../../../outbox/record';
import {
  bulkCreateServices,
  bulkDeleteByFilter,
  bulkDeleteServices,
  bulkUpdateByFilter,
  bulkUpdateServices,
} from './bulk';
import { bulkPaths, servicePaths } from '../paths';
import { createService, deleteService, updateService } from './writes';

/** Checked before the body, so a visitor learns nothing from validation (403 first). */
export const ownerOnly = async (request: Parameters<typeof requireOwner>[0]) =>
  requireOwner(request);

/**
 * The id travels in the path; the body's copy may be left out (docs/protocol.md §2.1
 * updateService).
 */
const UpdateBody = z.object({
  service: ServicePatch.extend({ id: z.string().max(MAX_ID_LENGTH).optional() }),
  mask: FieldMask.optional(),
});

/** The delete call's query keys (dotted names, 'true'/'false') as delete options. */
function deleteOptions(query: z.infer<typeof DeleteServiceQuery>): DeleteOptions {
  const notify = query['participantNotification.notifyParticipants'];
  const message = query['participantNotification.message'];
  const participantNotification = {
    ...(notify ? { notifyParticipants: notify === 'true' } : {}),
    ...(message !== undefined ? { message } : {}),
  };
  return {
    preserveFutureSessionsWithParticipants: query.preserveFutureSessionsWithParticipants === 'true',
    ...(notify || message !== undefined ? { participantNotification } : {}),
  };
}

export function serviceWriteRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths(),
    preValidation: ownerOnly,
    schema: { body: CreateServiceRequest, response: { 200: ServiceResponse } },
    handler: async (request) => ({
      service: await createService(
        app.db,
        request.auth.siteId,
        request.body.service,
        identityOf(request.auth),
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: servicePaths('/:serviceId'),
    preValidation: ownerOnly,
    schema: { params: ServiceIdParams, body: UpdateBody, response: { 200: ServiceResponse } },
    handler: async (request) => {
      const id = request.params.serviceId;
      if (request.body.service.id && request.body.service.id !== id)
        throw validationError([
          {
            field: 'service.id',
            description: 'must match the id in the path',
            violatedRule: 'VALIDATION',
          },
        ]);
      const patch = { ...request.body.service, id };
      const { siteId } = request.auth;
      const by = identityOf(request.auth);
      return {
        service: await updateService(app.db, siteId, patch, request.body.mask, undefined, by),
      };
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: servicePaths('/:serviceId'),
    preValidation: ownerOnly,
    schema: { params: ServiceIdParams, querystring: DeleteServiceQuery },
    handler: async (request) => {
      await deleteService(
        app.db,
        request.auth.siteId,
        request.params.serviceId,
        deleteOptions(request.query),
        identityOf(request.auth),
      );
      return {};
    },
  });
  bulkRoutes(app);
}

function bulkRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/create'),
    preValidation: ownerOnly,
    schema: { body: BulkCreateServicesRequest, response: { 200: BulkServicesResponse } },
    handler: (request) =>
      bulkCreateServices(
        app.db,
        request.auth.siteId,
        request.body.services,
        request.body.returnEntity,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/update'),
    preValidation: ownerOnly,
    schema: { body: BulkUpdateServicesRequest, response: { 200: BulkServicesResponse } },
    handler: (request) =>
      bulkUpdateServices(
        app.db,
        request.auth.siteId,
        request.body.services,
        request.body.returnEntity,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/update-by-filter'),
    preValidation: ownerOnly,
    schema: { body: BulkUpdateByFilterRequest, response: { 200: JobResponse } },
    handler: (request) =>
      bulkUpdateByFilter(
        app.db,
        request.auth.siteId,
        request.body.filter,
        request.body.service,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/delete'),
    preValidation: ownerOnly,
    schema: { body: BulkDeleteServicesRequest, response: { 200: BulkServicesResponse } },
    handler: ({ auth, body: { ids, ...options } }) =>
      bulkDeleteServices(app.db, auth.siteId, ids, options, identityOf(auth)),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/delete-by-filter'),
    preValidation: ownerOnly,
    schema: { body: BulkDeleteByFilterRequest, response: { 200: JobResponse } },
    handler: ({ auth, body: { filter, ...options } }) =>
      bulkDeleteByFilter(app.db, auth.siteId, filter, options, identityOf(auth)),
  });
}
