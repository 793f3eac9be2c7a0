import type {
  BulkCategoriesResponse,
  CreateCategoryRequest,
  EventsCategory as CategoryWire,
  UpdateCategoryRequest,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export const categoryTransform = defineTransform({ dates: ['createdDate'] });
export type EventCategoryV1 = Transformed<CategoryWire, typeof categoryTransform>;
export type CategoryField = 'id' | 'name' | 'states' | 'createdDate';
export type CategoryInput = CreateCategoryRequest['category'];
export type CategoryUpdate = UpdateCategoryRequest['category'];

/** A bulk call's answer: each item's result (created categories with dates), and the tally. */
export type BulkCategoriesResult = Omit<BulkCategoriesResponse, 'results'> & {
  results: (Omit<BulkCategoriesResponse['results'][number], 'item'> & {
    item?: EventCategoryV1;
  })[];
};

export interface QueryCategoriesOptions {
  /** `COUNTS` adds each category's published and draft events. */
  fieldset?: 'COUNTS'[];
}

/** Events' Categories (`/events/v1/categories`): reads for anyone, writes for the owner. */
export interface EventCategoriesApi {
  /** `GET /events/v1/categories/{eventId}`: the event's categories but hidden ones. */
  listEventCategories(eventId: string): Promise<EventCategoryV1[]>;
  /** `POST /events/v1/categories/query` → `{ categories, metaData }`. */
  queryCategories(options?: QueryCategoriesOptions): QueryBuilder<EventCategoryV1, CategoryField>;
  /** `POST /events/v1/categories` (owner); a taken name is a 409. */
  createCategory(category: CategoryInput): Promise<EventCategoryV1>;
  /** `PATCH /events/v1/categories/{categoryId}` (owner). */
  updateCategory(categoryId: string, category: CategoryUpdate): Promise<EventCategoryV1>;
  /** `DELETE /events/v1/categories/{categoryId}` (owner); its events stay. */
  deleteCategory(categoryId: string): Promise<void>;
  /** `POST /events/v1/categories/{categoryId}/events` (owner). */
  assignEvents(categoryId: string, eventIds: string[]): Promise<void>;
  /** `DELETE /events/v1/categories/{categoryId}/events` (owner). */
  unassignEvents(categoryId: string, eventIds: string[]): Promise<void>;
  /** `POST /events/v1/bulk/categories/create` (owner): up to 10, each created or refused alone. */
  bulkCreateCategory(categories: CategoryInput[]): Promise<BulkCategoriesResult>;
  /** `POST /events/v1/bulk/categories/events` (owner): one event into up to 10 categories. */
  bulkAssignEvents(categoryIds: string[], eventId: string): Promise<BulkCategoriesResult>;
  /** `DELETE /events/v1/bulk/categories/events` (owner): the event out of each category. */
  bulkUnassignEvents(categoryIds: string[], eventId: string): Promise<BulkCategoriesResult>;
}

const PATH = '/events/v1/categories';
const toCategory = (wire: CategoryWire): EventCategoryV1 => fromWire(categoryTransform, wire);
type One = { category: CategoryWire };
const toBulkResult = (res: BulkCategoriesResponse): BulkCategoriesResult => ({
  ...res,
  results: res.results.map(({ item, ...rest }) => ({
    ...rest,
    ...(item ? { item: toCategory(item) } : {}),
  })),
});
const BULK = '/events/v1/bulk/categories';

export const eventCategories: SdkModule<EventCategoriesApi> = {
  create: (ctx) => ({
    async listEventCategories(eventId) {
      const res = await ctx.request<{ categories: CategoryWire[] }>({
        method: 'GET',
        path: `${PATH}/{eventId}`,
        pathParams: { eventId },
      });
      return res.categories.map(toCategory);
    },
    queryCategories: (options = {}) =>
      new QueryBuilder(ctx, {
        path: `${PATH}/query`,
        resultKey: 'categories',
        metadataKey: 'metaData',
        extra: { fieldset: options.fieldset },
        fromWire: toCategory,
      }),
    async createCategory(category) {
      const res = await ctx.request<One>({ method: 'POST', path: PATH, data: { category } });
      return toCategory(res.category);
    },
    async updateCategory(categoryId, category) {
      const res = await ctx.request<One>({
        method: 'PATCH',
        path: `${PATH}/{categoryId}`,
        pathParams: { categoryId },
        data: { category: { ...category, id: categoryId } },
      });
      return toCategory(res.category);
    },
    async deleteCategory(categoryId) {
      await ctx.request({
        method: 'DELETE',
        path: `${PATH}/{categoryId}`,
        pathParams: { categoryId },
      });
    },
    async assignEvents(categoryId, eventIds) {
      await ctx.request({
        method: 'POST',
        path: `${PATH}/{categoryId}/events`,
        pathParams: { categoryId },
        data: { eventId: eventIds },
        idempotent: true,
      });
    },
    async unassignEvents(categoryId, eventIds) {
      await ctx.request({
        method: 'DELETE',
        path: `${PATH}/{categoryId}/events`,
        pathParams: { categoryId },
        data: { eventId: eventIds },
      });
    },
    async bulkCreateCategory(categories) {
      const res = await ctx.request<BulkCategoriesResponse>({
        method: 'POST',
        path: `${BULK}/create`,
        data: { categories },
      });
      return toBulkResult(res);
    },
    async bulkAssignEvents(categoryIds, eventId) {
      const res = await ctx.request<BulkCategoriesResponse>({
        method: 'POST',
        path: `${BULK}/events`,
        data: { categoryId: categoryIds, eventId: [eventId] },
        idempotent: true,
      });
      return toBulkResult(res);
    },
    async bulkUnassignEvents(categoryIds, eventId) {
      const res = await ctx.request<BulkCategoriesResponse>({
        method: 'DELETE',
        path: `${BULK}/events`,
        data: { categoryId: categoryIds, eventId: [eventId] },
      });
      return toBulkResult(res);
    },
  }),
};
