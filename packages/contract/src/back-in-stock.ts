import { z } from 'zod';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';
import { BackInStockCatalogReference, BackInStockRequest } from './ecom-owner-extras';
import { CursorPaging, OffsetPageCounts, OffsetQuery } from './paging';

/**
 * The owner's side of back-in-stock requests beyond create, read and delete
 * (`/back-in-stock-service/v1/back-in-stock-notification-requests…`): query, count per item,
 * report items back in stock, and the settings.
 */

/** Query: a `PlatformQuery` (offset paging; a cursor page's limit is taken as its size). */
export const QueryBackInStockRequestsRequest = z.object({
  query: OffsetQuery.extend({ cursorPaging: CursorPaging.optional() }).optional(),
});
export type QueryBackInStockRequestsRequest = z.infer<typeof QueryBackInStockRequestsRequest>;

export const QueryBackInStockRequestsResponse = z.object({
  requests: z.array(BackInStockRequest),
  metadata: OffsetPageCounts,
});

export const CountBackInStockRequestsRequest = z.object({
  catalogReferences: z.array(BackInStockCatalogReference).min(1).max(100),
});

export const CountBackInStockRequestsResponse = z.object({
  countsPerCatalogReference: z.array(
    z.object({ catalogReference: BackInStockCatalogReference, count: z.number().int() }),
  ),
});

/** The item the notifications name; `price` a decimal string, `image` a URL. */
export const BackInStockItemDetails = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal string, 0 or more')
    .max(32),
  image: z.string().max(MAX_URL_LENGTH).optional(),
});

export const ReportItemsBackInStockRequest = z.object({
  itemDetails: BackInStockItemDetails,
  catalogReference: BackInStockCatalogReference.optional(),
  requestIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  extraAutomationTemplateParameters: z
    .record(z.string().max(MAX_NAME_LENGTH), z.string().max(MAX_TEXT_LENGTH))
    .optional(),
});
export type ReportItemsBackInStockRequest = z.infer<typeof ReportItemsBackInStockRequest>;

export const BackInStockSettingsResponse = z.object({
  settings: z.object({
    collectionStates: z.array(
      z.object({ appId: z.string().max(MAX_ID_LENGTH), collectingRequests: z.boolean() }),
    ),
  }),
});
export type BackInStockSettingsResponse = z.infer<typeof BackInStockSettingsResponse>;
