import {
  BackInStockIdParams,
  BackInStockResponse,
  CreateBackInStockRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { notServed } from '../../http/not-served';
import { ownerRoutes } from '../../owned/routes';
import {
  createBackInStockRequest,
  deleteBackInStockRequest,
  getBackInStockRequest,
  markAsNotified,
} from './store';

/** The documented path (the official SDK's too), then the one this platform served first. */
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const OLD_BASE = '/ecom/v1/back-in-stock-notification-requests';

/** Back-in-stock requests: buyers ask, the owner reads, marks notified and deletes. */
export default async function backInStockRoutes(app: App): Promise<void> {
  // getBackInStockNotificationRequestsCountByCatalogReferences: not served, and not a request id.
  notServed(app, 'GET', `${BASE}/count-by-catalog-reference`);
  ownerRoutes(app, {
    app: 'stores',
    openCreate: true,
    response: BackInStockResponse,
    collection: { path: BASE, aliases: [OLD_BASE] },
    one: { path: `${BASE}/:id`, aliases: [`${OLD_BASE}/:id`], params: BackInStockIdParams },
    create: { body: CreateBackInStockRequest, run: createBackInStockRequest },
    read: getBackInStockRequest,
    actions: {
      'mark-as-notification-sent': { method: 'PUT', run: markAsNotified },
      'mark-as-notified': markAsNotified,
    },
    remove: deleteBackInStockRequest,
  });
}
