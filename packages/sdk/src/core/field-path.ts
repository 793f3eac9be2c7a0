type Depth = [never, 0, 1, 2, 3, 4];

/**
 * Every dotted wire path of an entity, through arrays, up to five levels deep: the field names a
 * query builder accepts (`'category.id'`, `'locations.business.id'`). Wire names, no renames.
 */
export type FieldPath<T, D extends number = 5> = [D] extends [never]
  ? never
  : T extends readonly (infer E)[]
    ? FieldPath<E, D>
    : T extends Date
      ? never
      : T extends object
        ? {
            [K in keyof T & string]-?:
              | K
              | (FieldPath<NonNullable<T[K]>, Depth[D]> extends infer S extends string
                  ? `${K}.${S}`
                  : never);
          }[keyof T & string]
        : never;
