import {
  BackInStockIdParams,
  BackInStockResponse,
  CreateBackInStockRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import {
  createBackInStockRequest,
  deleteBackInStockRequest,
  getBackInStockRequest,
  markAsNotified,
} from './store';

const BASE = '/ecom/v1/back-in-stock-notification-requests';

/** Back-in-stock requests: buyers ask, the owner reads, marks notified and deletes. */
export default async function backInStockRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'stores',
    openCreate: true,
    response: BackInStockResponse,
    collection: { path: BASE },
    one: { path: `${BASE}/:id`, params: BackInStockIdParams },
    create: { body: CreateBackInStockRequest, run: createBackInStockRequest },
    read: getBackInStockRequest,
    actions: { 'mark-as-notified': markAsNotified },
    remove: deleteBackInStockRequest,
  });
}
