import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { V3Customization, V3InfoSection } from './stores-v3-customizations';
import { V3BulkActionMetadata, V3ItemMetadata } from './stores-v3-writes';

/**
 * Catalog V3 customizations and info sections, the owner's create, get-or-create, bulk forms and
 * choices (docs/protocol.md §2.3). Field names and bounds from the V3 reference.
 */
const Fields = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional();
const Id = z.string().max(MAX_ID_LENGTH);
const Bulk = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1).max(MAX_LIST_ITEMS);

const Title = z.string().min(1).max(50);
const UniqueName = z.string().max(100);
const PlainDescription = z.string().max(16_000);

export const InfoSectionV3Input = z.object({
  id: Id.nullish(),
  revision: z.string().max(MAX_NAME_LENGTH).nullish(),
  uniqueName: UniqueName.nullish(),
  title: Title.nullish(),
  plainDescription: PlainDescription.nullish(),
});
export type InfoSectionV3Input = z.infer<typeof InfoSectionV3Input>;

export const CreateInfoSectionV3Request = z.object({ infoSection: InfoSectionV3Input });
export const GetOrCreateInfoSectionV3Request = z.object({
  infoSection: InfoSectionV3Input.optional(),
  fields: Fields,
});
export const BulkCreateInfoSectionsV3Request = z.object({
  infoSections: Bulk(InfoSectionV3Input),
  returnEntity: z.boolean().optional(),
});
export const BulkUpdateInfoSectionsV3Request = z.object({
  infoSections: Bulk(
    z.object({
      infoSection: InfoSectionV3Input,
      fieldMask: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
    }),
  ),
  returnEntity: z.boolean().optional(),
  fields: Fields,
});
export const BulkGetOrCreateInfoSectionsV3Request = z.object({
  infoSections: Bulk(InfoSectionV3Input),
  fields: Fields,
});
export const BulkDeleteInfoSectionsV3Request = z.object({ infoSectionIds: Bulk(Id) });
export const BulkInfoSectionsV3Response = z.object({
  results: z.array(z.object({ itemMetadata: V3ItemMetadata, item: V3InfoSection.optional() })),
  bulkActionMetadata: V3BulkActionMetadata,
});
export const BulkDeleteInfoSectionsV3Response = z.object({
  results: z.array(z.object({ itemMetadata: V3ItemMetadata })),
  bulkActionMetadata: V3BulkActionMetadata,
});

/** A choice as the owner sends it: its name, and a color for a swatch. */
export const V3CustomizationChoiceInput = z.object({
  id: Id.nullish(),
  choiceType: z.enum(['CHOICE_TEXT', 'ONE_COLOR']).nullish(),
  name: z.string().min(1).max(MAX_NAME_LENGTH),
  colorCode: z.string().max(MAX_NAME_LENGTH).nullish(),
});
export type V3CustomizationChoiceInput = z.infer<typeof V3CustomizationChoiceInput>;
const Choices = z.array(V3CustomizationChoiceInput).min(1).max(MAX_LIST_ITEMS);

export const CustomizationV3Input = z.object({
  id: Id.nullish(),
  revision: z.string().max(MAX_NAME_LENGTH).nullish(),
  name: z.string().max(MAX_NAME_LENGTH).nullish(),
  customizationType: z.enum(['PRODUCT_OPTION', 'MODIFIER']).nullish(),
  customizationRenderType: z.enum(['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES']).nullish(),
  freeTextInput: z
    .object({
      title: z.string().max(MAX_NAME_LENGTH).nullish(),
      minCharCount: z.number().int().min(0).max(MAX_TEXT_LENGTH).nullish(),
      maxCharCount: z.number().int().min(1).max(MAX_TEXT_LENGTH).nullish(),
    })
    .nullish(),
  choicesSettings: z
    .object({ choices: z.array(V3CustomizationChoiceInput).max(MAX_LIST_ITEMS) })
    .nullish(),
});
export type CustomizationV3Input = z.infer<typeof CustomizationV3Input>;

export const CreateCustomizationV3Request = z.object({ customization: CustomizationV3Input });
export const BulkCreateCustomizationsV3Request = z.object({
  customizations: Bulk(CustomizationV3Input),
  returnEntity: z.boolean().optional(),
});
export const BulkUpdateCustomizationsV3Request = z.object({
  customizations: Bulk(z.object({ customization: CustomizationV3Input })),
  returnEntity: z.boolean().optional(),
  fields: Fields,
});
/** A customization's bulk answers name the entity `customization`, not `item` (the reference). */
export const BulkCustomizationsV3Response = z.object({
  results: z.array(
    z.object({ itemMetadata: V3ItemMetadata, customization: V3Customization.optional() }),
  ),
  bulkActionMetadata: V3BulkActionMetadata,
});

export const CustomizationChoicesV3Request = z.object({
  choices: Choices,
  revision: z.string().max(MAX_NAME_LENGTH).nullish(),
  fields: Fields,
});
export const RemoveCustomizationChoicesV3Request = z.object({
  choiceIds: Bulk(Id),
  revision: z.string().max(MAX_NAME_LENGTH).nullish(),
  fields: Fields,
});
/** The reorder and the choice update send the revision they read: the reference requires it. */
export const ReorderCustomizationChoicesV3Request = z.object({
  revision: z.string().max(MAX_NAME_LENGTH),
  choiceIds: z.array(Id).min(1).max(1000),
  fields: Fields,
});
/** Only `primaryChoiceIds` changes (the reference's one field); `fieldMask` may say so. */
export const UpdateCustomizationChoicesV3Request = z.object({
  revision: z.string().max(MAX_NAME_LENGTH),
  choices: z
    .array(
      z.object({
        choice: z.looseObject({ id: Id, primaryChoiceIds: z.array(Id).max(4).nullish() }),
        fieldMask: z.string().max(MAX_TEXT_LENGTH).nullish(),
      }),
    )
    .min(1)
    .max(100),
  fields: Fields,
});
export const BulkAddCustomizationChoicesV3Request = z.object({
  customizationsChoices: Bulk(z.object({ customizationId: Id, choices: Choices })),
  returnEntity: z.boolean().optional(),
  fields: Fields,
});
