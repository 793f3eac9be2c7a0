import {
  BulkCreateInfoSectionsV3Request,
  BulkDeleteInfoSectionsV3Request,
  BulkDeleteInfoSectionsV3Response,
  BulkGetOrCreateInfoSectionsV3Request,
  BulkInfoSectionsV3Response,
  BulkUpdateInfoSectionsV3Request,
  CreateInfoSectionV3Request,
  GetOrCreateInfoSectionV3Request,
  InfoSectionV3Response,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { postRoute } from './routes-v3-owner';
import {
  bulkCreateInfoSectionsV3,
  bulkDeleteInfoSectionsV3,
  bulkGetOrCreateInfoSectionsV3,
  bulkUpdateInfoSectionsV3,
  createInfoSectionV3,
  getOrCreateInfoSectionV3,
} from './v3/info-section-bulk';
import { namedAt } from './v3/paths';

/**
 * Catalog V3 info sections, the owner's create, get-or-create and bulk forms
 * (v3/info-section-bulk.ts), in the V3 routes' owner scope; update and delete sit in
 * routes-v3-derived-owner.ts.
 */
export function infoSectionOwnerRoutes(app: App): void {
  const post = postRoute(app);
  const at = (suffix: string) => namedAt('info-section', suffix);
  post(at('/info-sections'), CreateInfoSectionV3Request, InfoSectionV3Response, (body, request) =>
    createInfoSectionV3(app.db, request.caller, body.infoSection),
  );
  post(
    at('/info-sections/get-or-create'),
    GetOrCreateInfoSectionV3Request,
    InfoSectionV3Response,
    (body, request) => getOrCreateInfoSectionV3(app.db, request.caller, body.infoSection),
  );
  const bulk = (action: string) => at(`/bulk/info-sections/${action}`);
  post(bulk('create'), BulkCreateInfoSectionsV3Request, BulkInfoSectionsV3Response, (body, r) =>
    bulkCreateInfoSectionsV3(app.db, r.caller, body),
  );
  post(bulk('update'), BulkUpdateInfoSectionsV3Request, BulkInfoSectionsV3Response, (body, r) =>
    bulkUpdateInfoSectionsV3(app.db, r.caller, body),
  );
  post(
    bulk('get-or-create'),
    BulkGetOrCreateInfoSectionsV3Request,
    BulkInfoSectionsV3Response,
    (body, r) => bulkGetOrCreateInfoSectionsV3(app.db, r.caller, body),
  );
  post(
    bulk('delete'),
    BulkDeleteInfoSectionsV3Request,
    BulkDeleteInfoSectionsV3Response,
    (body, r) => bulkDeleteInfoSectionsV3(app.db, r.caller, body.infoSectionIds),
  );
}
