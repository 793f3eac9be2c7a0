import type { InventoryItemV2 as InventoryItemWire } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { InventoryItemWire };

export const inventoryItemTransform = defineTransform({ dates: ['lastUpdated'] });

/** A Catalog V1 inventory item (one per product, its variants' stock), `lastUpdated` a Date. */
export type InventoryItem = Transformed<InventoryItemWire, typeof inventoryItemTransform>;

/** The reference's V1 query: `filter` and `sort` as objects here, sent as JSON text. */
export interface InventoryQuery {
  filter?: Record<string, unknown>;
  sort?: Record<string, 'asc' | 'desc'>[];
  paging?: { limit?: number; offset?: number };
}

export interface InventoryApi {
  /**
   * `POST /stores-reader/v2/inventoryItems/query` → `{ inventoryItems, metadata: { items, offset },
   * totalResults }` (Catalog V1 sites).
   */
  queryInventory(query?: InventoryQuery): Promise<{
    inventoryItems: InventoryItem[];
    metadata: { items: number; offset: number };
    totalResults: number;
  }>;
  /** `POST /stores-reader/v2/inventoryItems/{inventoryId}/getVariants` → `{ inventoryItem }`. */
  getInventoryVariants(
    inventoryId: string,
    options?: { variantIds?: string[] },
  ): Promise<{ inventoryItem: InventoryItem }>;
}

const PATH = '/stores-reader/v2/inventoryItems';
const toItem = (wire: InventoryItemWire): InventoryItem => fromWire(inventoryItemTransform, wire);

export const inventory: SdkModule<InventoryApi> = {
  create: (ctx) => ({
    async queryInventory(query = {}) {
      const body = await ctx.request<{
        inventoryItems: InventoryItemWire[];
        metadata: { items: number; offset: number };
        totalResults: number;
      }>({
        method: 'POST',
        path: `${PATH}/query`,
        idempotent: true,
        data: {
          query: {
            ...(query.filter ? { filter: JSON.stringify(query.filter) } : {}),
            ...(query.sort ? { sort: JSON.stringify(query.sort) } : {}),
            ...(query.paging ? { paging: query.paging } : {}),
          },
        },
      });
      return { ...body, inventoryItems: body.inventoryItems.map(toItem) };
    },
    async getInventoryVariants(inventoryId, options = {}) {
      const { inventoryItem } = await ctx.request<{ inventoryItem: InventoryItemWire }>({
        method: 'POST',
        path: `${PATH}/{inventoryId}/getVariants`,
        pathParams: { inventoryId },
        data: options,
        idempotent: true,
      });
      return { inventoryItem: toItem(inventoryItem) };
    },
  }),
};
