import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH } from './bounds';
import { CursorPaging, Filter, Sorting } from './paging';
import { V3CursorPagingMetadata } from './stores-v3';
import { V3BulkActionMetadata, V3ItemMetadata, V3NamedEntity } from './stores-v3-writes';

/**
 * Catalog V3 customizations (options and modifiers) and info sections, read side
 * (docs/protocol.md §2.3): the site's entities the products carry, one per name, field names
 * from the V3 reference. `assignedProductsCount` comes only when `fields` asks for
 * ASSIGNED_PRODUCTS_COUNT, as the reference says.
 */
const Fields = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional();
const CursorQuery = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  cursorPaging: CursorPaging.optional(),
});

export const V3CustomizationChoice = z.object({
  id: z.string(),
  choiceType: z.enum(['CHOICE_TEXT', 'ONE_COLOR']),
  key: z.string(),
  name: z.string(),
  colorCode: z.string().optional(),
  /** The choices this one is grouped under (updateCustomizationChoices), when it has any. */
  primaryChoiceIds: z.array(z.string()).optional(),
});

export const V3Customization = z.object({
  id: z.string(),
  revision: z.string(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  key: z.string(),
  name: z.string(),
  customizationType: z.enum(['PRODUCT_OPTION', 'MODIFIER']),
  customizationRenderType: z.enum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES']),
  freeTextInput: z
    .object({
      minCharCount: z.number().int(),
      maxCharCount: z.number().int(),
      title: z.string(),
      key: z.string(),
    })
    .optional(),
  choicesSettings: z
    .object({
      choices: z.array(V3CustomizationChoice),
      /** MANUAL once the owner has reordered the choices (reorderCustomizationChoices). */
      sortOrder: z.enum(['DEFAULT', 'BY_NAME', 'BY_PRODUCT_COUNT', 'MANUAL']).optional(),
    })
    .optional(),
  assignedProductsCount: z.number().int().optional(),
});
export type V3Customization = z.infer<typeof V3Customization>;

export const V3InfoSection = z.object({
  id: z.string(),
  revision: z.string(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  uniqueName: z.string(),
  title: z.string(),
  plainDescription: z.string(),
  assignedProductsCount: z.number().int().optional(),
});
export type V3InfoSection = z.infer<typeof V3InfoSection>;

/** `{query:{filter,sort,cursorPaging},fields}`: queryCustomizations, queryInfoSections. */
export const QueryDerivedV3Request = z.object({ query: CursorQuery.optional(), fields: Fields });
export type QueryDerivedV3Request = z.infer<typeof QueryDerivedV3Request>;
/** A query string sends one field as a plain value, several as a list. */
export const GetDerivedV3Query = z.object({
  fields: z.preprocess((v) => (typeof v === 'string' ? [v] : v), Fields),
});

export const GetCustomizationV3Params = z.object({
  customizationId: z.string().max(MAX_ID_LENGTH),
});
export const GetCustomizationV3Response = z.object({ customization: V3Customization });
export const QueryCustomizationsV3Response = z.object({
  customizations: z.array(V3Customization),
  pagingMetadata: V3CursorPagingMetadata,
});

export const GetInfoSectionV3Params = z.object({ infoSectionId: z.string().max(MAX_ID_LENGTH) });
export const GetInfoSectionV3Response = z.object({ infoSection: V3InfoSection });
export const QueryInfoSectionsV3Response = z.object({
  infoSections: z.array(V3InfoSection),
  pagingMetadata: V3CursorPagingMetadata,
});

/** getAllProductsCategory: Stores' one category tree has no key (the reference). */
export const GetAllProductsCategoryV3Response = z.object({
  categoryId: z.string(),
  treeReference: z.object({ appNamespace: z.literal('@wix/stores') }),
});

/**
 * Brands and ribbons, the owner's writes: `{brand}` / `{ribbon}` in, `{brand}` out; a field mask
 * the SDK sends as one comma-separated string (REST's FieldMask) or a list.
 */
const NamedInput = z.object({
  id: z.string().max(MAX_ID_LENGTH).nullish(),
  revision: z.string().max(MAX_NAME_LENGTH).nullish(),
  name: z.string().max(MAX_NAME_LENGTH).nullish(),
});
export type NamedV3Input = z.infer<typeof NamedInput>;
const FieldMask = z
  .union([
    z.string().max(MAX_NAME_LENGTH * 4),
    z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS),
  ])
  .optional();
const Names = z.array(z.string().max(MAX_NAME_LENGTH)).min(1).max(MAX_LIST_ITEMS);
const Ids = z.array(z.string().max(MAX_ID_LENGTH)).min(1).max(MAX_LIST_ITEMS);

/** The request shapes of one kind, its entity under `key` (`brand`, `ribbon`). */
export function namedWriteRequests(key: 'brand' | 'ribbon') {
  return {
    create: z.object({ [key]: NamedInput }),
    update: z.object({ [key]: NamedInput, fieldMask: FieldMask, fields: Fields }),
    getOrCreate: z.object({ [`${key}Name`]: z.string().max(MAX_NAME_LENGTH), fields: Fields }),
    bulkCreate: z.object({
      [`${key}s`]: z.array(NamedInput).min(1).max(MAX_LIST_ITEMS),
      returnEntity: z.boolean().optional(),
    }),
    bulkUpdate: z.object({
      [`${key}s`]: z
        .array(z.object({ [key]: NamedInput, fieldMask: FieldMask }))
        .min(1)
        .max(MAX_LIST_ITEMS),
      returnEntity: z.boolean().optional(),
      fields: Fields,
    }),
    bulkGetOrCreate: z.object({ [`${key}Names`]: Names, fields: Fields }),
    bulkDelete: z.object({ [`${key}Ids`]: Ids }),
  };
}

export const BulkNamedV3Response = z.object({
  results: z.array(z.object({ itemMetadata: V3ItemMetadata, item: V3NamedEntity.optional() })),
  bulkActionMetadata: V3BulkActionMetadata,
});
export type BulkNamedV3Response = z.infer<typeof BulkNamedV3Response>;
