import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { V3Customization, V3InfoSection } from './stores-v3-customizations';

/**
 * Catalog V3 customizations and info sections, the owner's update (docs/protocol.md §2.3): the
 * entity under its key with the revision it was read at, and the `fields` of the read side.
 */
const Fields = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional();
const Revision = z.string().max(MAX_NAME_LENGTH).nullish();

export const UpdateCustomizationV3Request = z.object({
  customization: z.object({
    id: z.string().max(MAX_ID_LENGTH).nullish(),
    revision: Revision,
    name: z.string().max(MAX_NAME_LENGTH).nullish(),
    freeTextInput: z
      .object({
        title: z.string().max(MAX_NAME_LENGTH).nullish(),
        maxCharCount: z.number().int().min(1).max(MAX_TEXT_LENGTH).nullish(),
      })
      .nullish(),
  }),
  fields: Fields,
});
export type UpdateCustomizationV3Input = z.infer<
  typeof UpdateCustomizationV3Request
>['customization'];
export const CustomizationV3Response = z.object({ customization: V3Customization });

/** The reference's bounds: a title of 1–50 characters, a description of up to 16,000. */
export const UpdateInfoSectionV3Request = z.object({
  infoSection: z.object({
    id: z.string().max(MAX_ID_LENGTH).nullish(),
    revision: Revision,
    uniqueName: z.string().max(100).nullish(),
    title: z.string().min(1).max(50).nullish(),
    plainDescription: z.string().max(16_000).nullish(),
  }),
  fields: Fields,
});
export type UpdateInfoSectionV3Input = z.infer<typeof UpdateInfoSectionV3Request>['infoSection'];
export const InfoSectionV3Response = z.object({ infoSection: V3InfoSection });
