import { z } from 'zod';
import { MAX_ID_LENGTH } from './bounds';
import { CategoryV2 } from './bookings-services-search';

/**
 * The owner's writes of service categories: Categories V2 (`/bookings/v2/categories`) and the
 * deprecated V1 create (`/bookings/v1/categories`), over one store. Read-only fields a client
 * sends back (dates, sortOrder) are ignored, as the platform ignores them.
 */
const CategoryName = z.string().trim().min(1).max(100);

export const CreateCategoryV2Request = z.object({
  category: z.object({ name: CategoryName }),
});
export type CreateCategoryV2Request = z.infer<typeof CreateCategoryV2Request>;

/** Update: the name, at the revision the caller read (sortOrder moves with Move Category). */
export const UpdateCategoryV2Request = z.object({
  category: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    revision: z.string().regex(/^\d+$/, 'must be an integer').max(20),
    name: CategoryName.optional(),
  }),
});
export type UpdateCategoryV2Request = z.infer<typeof UpdateCategoryV2Request>;

export const CategoryV2Response = z.object({ category: CategoryV2 });

/** Categories V1's shape: `{id, name}` (its longer names, up to 500). */
export const CategoryV1 = z.object({ id: z.string().max(MAX_ID_LENGTH), name: z.string() });
export const CreateCategoryV1Request = z.object({
  category: z.object({ name: z.string().trim().min(1).max(500) }),
});
export const CategoryV1Response = z.object({ category: CategoryV1 });
/** V1's update: a new name, no revision (the last write wins); the id travels in the path. */
export const UpdateCategoryV1Request = z.object({
  category: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    name: z.string().trim().min(1).max(500),
  }),
});

/** V1's delete: `deleteServices=true` deletes the category's services too; answers its id. */
export const DeleteCategoryV1Query = z.object({
  deleteServices: z.enum(['true', 'false']).optional(),
});
export const DeleteCategoryV1Response = z.object({ id: z.string().max(MAX_ID_LENGTH) });
