import { z } from 'zod';
import { MAX_LIST_ITEMS, MAX_NAME_LENGTH } from './bounds';

const Name = z.string().max(MAX_NAME_LENGTH);

/**
 * Search aggregations (the V3 search's `aggregations`): value counts, range buckets and scalars
 * (min, max, distinct count) over the fields the search filters on.
 */
export const V3Aggregation = z.object({
  name: Name.nullish(),
  type: z.enum(['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED']).optional(),
  fieldPath: Name,
  value: z
    .object({
      sortType: z.enum(['COUNT', 'VALUE']).optional(),
      sortDirection: z.enum(['DESC', 'ASC']).optional(),
      limit: z.number().int().min(1).max(MAX_LIST_ITEMS).nullish(),
    })
    .optional(),
  range: z
    .object({
      buckets: z
        .array(z.object({ from: z.number().nullish(), to: z.number().nullish() }))
        .max(MAX_LIST_ITEMS),
    })
    .optional(),
  scalar: z.object({ type: z.enum(['COUNT_DISTINCT', 'MIN', 'MAX']) }).optional(),
});
export type V3Aggregation = z.infer<typeof V3Aggregation>;
export const V3Aggregations = z.array(V3Aggregation).max(MAX_LIST_ITEMS).optional();

export const V3AggregationResult = z.object({
  name: z.string(),
  type: z.enum(['VALUE', 'RANGE', 'SCALAR']),
  fieldPath: z.string(),
  values: z
    .object({ results: z.array(z.object({ value: z.string(), count: z.number() })) })
    .optional(),
  ranges: z
    .object({
      results: z.array(
        z.object({ from: z.number().nullish(), to: z.number().nullish(), count: z.number() }),
      ),
    })
    .optional(),
  scalar: z.object({ type: z.string(), value: z.number() }).optional(),
});
export type V3AggregationResult = z.infer<typeof V3AggregationResult>;
