import { z } from 'zod';

export const exampleSchema = z.strictObject({
  _id: z.string().min(1),
  installLink: z.url({ protocol: /^https?$/ }),
  data: z.strictObject({
    title: z.string().min(1),
    description: z.string().min(1),
    slug: z.string().regex(/^\/[a-z0-9-]+$/),
    orderId: z.number().int().min(1),
  }),
});

/** public/examples.json: unique ids, slugs and order ids. */
export const manifestSchema = z
  .array(exampleSchema)
  .refine((list) => new Set(list.map((e) => e._id)).size === list.length, 'duplicate _id')
  .refine((list) => new Set(list.map((e) => e.data.slug)).size === list.length, 'duplicate slug')
  .refine(
    (list) => new Set(list.map((e) => e.data.orderId)).size === list.length,
    'duplicate orderId',
  );

export type Example = z.infer<typeof exampleSchema>;
