import {
  BulkAddCustomizationChoicesV3Request,
  BulkCreateCustomizationsV3Request,
  BulkCustomizationsV3Response,
  BulkUpdateCustomizationsV3Request,
  CreateCustomizationV3Request,
  CustomizationChoicesV3Request,
  CustomizationV3Response,
  GetCustomizationV3Params,
  RemoveCustomizationChoicesV3Request,
  ReorderCustomizationChoicesV3Request,
  UpdateCustomizationChoicesV3Request,
} from '@headless/contract';
import type { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { postRoute } from './routes-v3-owner';
import {
  addChoicesV3,
  bulkAddChoicesV3,
  bulkCreateCustomizationsV3,
  bulkUpdateCustomizationsV3,
  createCustomizationV3,
  removeChoicesV3,
  setChoicesV3,
} from './v3/customization-bulk';
import { reorderChoicesV3, updateChoicesV3 } from './v3/customization-choices';
import { namedAt } from './v3/paths';

/**
 * Catalog V3 customizations, the owner's create, bulk forms and choices
 * (v3/customization-bulk.ts), in the V3 routes' owner scope; update and delete sit in
 * routes-v3-derived-owner.ts.
 */
export function customizationOwnerRoutes(app: App): void {
  const post = postRoute(app);
  const at = (suffix: string) => namedAt('customization', suffix);
  post(
    at('/customizations'),
    CreateCustomizationV3Request,
    CustomizationV3Response,
    (body, request) => createCustomizationV3(app.db, request.caller, body.customization),
  );
  const choices = <B extends z.ZodObject>(
    action: string,
    body: B,
    run:
      | typeof addChoicesV3
      | typeof removeChoicesV3
      | typeof reorderChoicesV3
      | typeof updateChoicesV3,
  ) =>
    routeWithAliases(app, {
      method: 'POST',
      paths: at(`/customizations/:customizationId/${action}`),
      schema: {
        params: GetCustomizationV3Params,
        body,
        response: { 200: CustomizationV3Response },
      },
      handler: (request) =>
        run(app.db, request.caller, request.params.customizationId, request.body as never),
    });
  choices('add-choices', CustomizationChoicesV3Request, addChoicesV3);
  choices('set-choices', CustomizationChoicesV3Request, setChoicesV3);
  choices('remove-choices', RemoveCustomizationChoicesV3Request, removeChoicesV3);
  choices('reorder-choices', ReorderCustomizationChoicesV3Request, reorderChoicesV3);
  choices('update-choices', UpdateCustomizationChoicesV3Request, updateChoicesV3);

  const bulk = (action: string) => at(`/bulk/customizations/${action}`);
  post(bulk('create'), BulkCreateCustomizationsV3Request, BulkCustomizationsV3Response, (b, r) =>
    bulkCreateCustomizationsV3(app.db, r.caller, b),
  );
  post(bulk('update'), BulkUpdateCustomizationsV3Request, BulkCustomizationsV3Response, (b, r) =>
    bulkUpdateCustomizationsV3(app.db, r.caller, b),
  );
  post(
    bulk('add-choices'),
    BulkAddCustomizationChoicesV3Request,
    BulkCustomizationsV3Response,
    (b, r) => bulkAddChoicesV3(app.db, r.caller, b),
  );
}
