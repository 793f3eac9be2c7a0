import {
  CustomizationV3Response,
  GetCustomizationV3Params,
  GetInfoSectionV3Params,
  InfoSectionV3Response,
  UpdateCustomizationV3Request,
  UpdateInfoSectionV3Request,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { deleteCustomizationV3, updateCustomizationV3 } from './v3/customization-bulk';
import { deleteInfoSectionV3, updateInfoSectionV3 } from './v3/info-section-bulk';
import { namedAt } from './v3/paths';

/**
 * Catalog V3 customizations and info sections, the owner's update and delete
 * (v3/customization-writes.ts, v3/info-section-writes.ts), in the V3 routes' owner scope.
 */
export function derivedOwnerRoutes(app: App): void {
  const c = namedAt('customization', '/customizations/:customizationId');
  routeWithAliases(app, {
    method: 'PATCH',
    paths: c,
    schema: {
      params: GetCustomizationV3Params,
      body: UpdateCustomizationV3Request,
      response: { 200: CustomizationV3Response },
    },
    handler: (request) =>
      updateCustomizationV3(
        app.db,
        request.caller,
        request.params.customizationId,
        request.body.customization,
      ),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: c,
    schema: { params: GetCustomizationV3Params, response: { 200: z.object({}) } },
    handler: (request) =>
      deleteCustomizationV3(app.db, request.caller, request.params.customizationId),
  });

  const s = namedAt('info-section', '/info-sections/:infoSectionId');
  routeWithAliases(app, {
    method: 'PATCH',
    paths: s,
    schema: {
      params: GetInfoSectionV3Params,
      body: UpdateInfoSectionV3Request,
      response: { 200: InfoSectionV3Response },
    },
    handler: (request) =>
      updateInfoSectionV3(
        app.db,
        request.caller,
        request.params.infoSectionId,
        request.body.infoSection,
      ),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: s,
    schema: { params: GetInfoSectionV3Params, response: { 200: z.object({}) } },
    handler: (request) => deleteInfoSectionV3(app.db, request.caller, request.params.infoSectionId),
  });
}
