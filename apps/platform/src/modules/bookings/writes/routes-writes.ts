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
import { sameId } from '../../../http/same-id';
import { routeWithAliases } from '../../../http/aliases';
import {
  bulkCreateServices,
  bulkDeleteByFilter,
  bulkDeleteServices,
  bulkUpdateByFilter,
  bulkUpdateServices,
} from './bulk';
import { bulkPaths, servicePaths } from '../paths';
import { postOn } from '../route-kit';
import { createService, deleteService, updateService } from './writes';

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
    ...postOn(servicePaths(), CreateServiceRequest, ServiceResponse),
    handler: async ({ caller, body }) => ({
      service: await createService(app.db, caller, body.service),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: servicePaths('/:serviceId'),
    schema: { params: ServiceIdParams, body: UpdateBody, response: { 200: ServiceResponse } },
    handler: async (request) => {
      const id = request.params.serviceId;
      sameId(id, request.body.service.id || undefined, 'service.id');
      const patch = { ...request.body.service, id };
      return { service: await updateService(app.db, request.caller, patch, request.body.mask) };
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: servicePaths('/:serviceId'),
    schema: { params: ServiceIdParams, querystring: DeleteServiceQuery },
    handler: async (request) => {
      const { serviceId } = request.params;
      await deleteService(app.db, request.caller, serviceId, deleteOptions(request.query));
      return {};
    },
  });
  bulkRoutes(app);
}

function bulkRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(bulkPaths('/create'), BulkCreateServicesRequest, BulkServicesResponse),
    handler: ({ caller, body }) =>
      bulkCreateServices(app.db, caller, body.services, body.returnEntity),
  });
  routeWithAliases(app, {
    ...postOn(bulkPaths('/update'), BulkUpdateServicesRequest, BulkServicesResponse),
    handler: ({ caller, body }) =>
      bulkUpdateServices(app.db, caller, body.services, body.returnEntity),
  });
  routeWithAliases(app, {
    ...postOn(bulkPaths('/update-by-filter'), BulkUpdateByFilterRequest, JobResponse),
    handler: ({ caller, body }) => bulkUpdateByFilter(app.db, caller, body.filter, body.service),
  });
  routeWithAliases(app, {
    ...postOn(bulkPaths('/delete'), BulkDeleteServicesRequest, BulkServicesResponse),
    handler: ({ caller, body: { ids, ...options } }) =>
      bulkDeleteServices(app.db, caller, ids, options),
  });
  routeWithAliases(app, {
    ...postOn(bulkPaths('/delete-by-filter'), BulkDeleteByFilterRequest, JobResponse),
    handler: ({ caller, body: { filter, ...options } }) =>
      bulkDeleteByFilter(app.db, caller, filter, options),
  });
}
