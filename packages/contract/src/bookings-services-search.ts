import { z } from 'zod';
import { Address, Timestamp } from './common';
import { CursorPaging, CursorQuery, Filter, RepeatedParam, Sorting } from './paging';
import { SearchMode, ServiceConditionalField } from './bookings-enums';
import { BookingPolicy, Service } from './bookings';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';

export const SearchServicesRequest = z.object({
  search: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
      search: z
        .object({
          expression: z.string().max(200).optional(),
          fields: z
            .array(z.enum(['name', 'description']))
            .max(MAX_LIST_ITEMS)
            .optional(),
          mode: SearchMode.optional(),
          fuzzy: z.boolean().optional(),
        })
        .optional(),
      timeZone: z.string().max(MAX_NAME_LENGTH).optional(),
    })
    .optional(),
  conditionalFields: z.array(ServiceConditionalField).max(MAX_LIST_ITEMS).optional(),
});
export type SearchServicesRequest = z.infer<typeof SearchServicesRequest>;

export const CursorPagingMetadata = z.object({
  count: z.number().int(),
  cursors: z.object({
    next: z.string().max(MAX_TEXT_LENGTH).optional(),
    prev: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
  hasNext: z.boolean(),
});
export type CursorPagingMetadata = z.infer<typeof CursorPagingMetadata>;

export const SearchServicesResponse = z.object({
  services: z.array(Service),
  pagingMetadata: CursorPagingMetadata,
  aggregationData: z.object({ results: z.array(z.unknown()) }),
});
export type SearchServicesResponse = z.infer<typeof SearchServicesResponse>;

export const CountServicesRequest = z.object({ filter: Filter.optional() });
export const CountServicesResponse = z.object({ count: z.number().int() });

export const QueryPoliciesRequest = z.object({
  query: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
    })
    .optional(),
});

export const QueryPoliciesResponse = z.object({
  bookingPolicies: z.array(
    z.object({
      bookingPolicy: BookingPolicy,
      connectedServices: z.array(
        z.object({ id: z.string().max(MAX_ID_LENGTH), name: z.string().max(MAX_NAME_LENGTH) }),
      ),
      totalServiceCount: z.number().int(),
    }),
  ),
  pagingMetadata: CursorPagingMetadata,
});
export type QueryPoliciesResponse = z.infer<typeof QueryPoliciesResponse>;

const ServicesFilter = z.object({ services: Filter.optional() });

export const QueryLocationsRequest = z.object({
  filter: ServicesFilter.extend({
    businessLocationIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  }).optional(),
});
export type QueryLocationsRequest = z.infer<typeof QueryLocationsRequest>;

export const QueryLocationsResponse = z.object({
  businessLocations: z.object({
    exists: z.boolean(),
    locations: z
      .array(
        z.object({
          id: z.string().max(MAX_ID_LENGTH),
          name: z.string().max(MAX_NAME_LENGTH),
          address: Address.optional(),
        }),
      )
      .max(MAX_LONG_LIST_ITEMS),
  }),
  customLocations: z.object({ exists: z.boolean() }),
  customerLocations: z.object({ exists: z.boolean() }),
});
export type QueryLocationsResponse = z.infer<typeof QueryLocationsResponse>;

export const QueryCategoriesRequest = z.object({
  filter: ServicesFilter.extend({
    categoryIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  }).optional(),
});
export type QueryCategoriesRequest = z.infer<typeof QueryCategoriesRequest>;

export const QueryCategoriesResponse = z.object({
  categories: z
    .array(
      z.object({
        id: z.string().max(MAX_ID_LENGTH),
        name: z.string().max(MAX_NAME_LENGTH),
        sortOrder: z.number().int(),
      }),
    )
    .max(MAX_LONG_LIST_ITEMS),
});
export type QueryCategoriesResponse = z.infer<typeof QueryCategoriesResponse>;

/** A category as Categories v2 answers it (services' `category` holds its id, name and order). */
export const CategoryV2 = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string().max(MAX_NAME_LENGTH),
  sortOrder: z.number().int(),
});
export type CategoryV2 = z.infer<typeof CategoryV2>;

export const GetCategoryResponse = z.object({ category: CategoryV2 });

/** Categories v2 query: a "complex" GET (`.r`, flat parameters, or the POST fallback). */
export const QueryCategoriesV2Request = z.object({ query: CursorQuery.optional() });
export const QueryCategoriesV2Response = z.object({
  categories: z.array(CategoryV2),
  pagingMetadata: CursorPagingMetadata,
});
export const CountCategoriesRequest = z.object({ filter: Filter.optional() });
export const CountCategoriesResponse = z.object({ count: z.number().int() });

/** Categories v1 list (deprecated, still in the SDK): `categoryIds` repeated, or all. */
export const ListCategoriesV1Query = z.object({
  categoryIds: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
});
export const ListCategoriesV1Response = z.object({
  categories: z.array(
    z.object({ id: z.string().max(MAX_ID_LENGTH), name: z.string().max(MAX_NAME_LENGTH) }),
  ),
});
