/**
 * How a method names its wire fields in its own signature, for validation messages
 * (docs/protocol.md §6.2): `{ conditionalFields: 'options.conditionalFields' }`. A key maps itself
 * and every path below it; the longest matching key wins; unmapped fields keep their wire path.
 */
export type FieldMap = Readonly<Record<string, string>>;

export function mapFieldPath(field: string, map: FieldMap): string {
  let best: string | undefined;
  for (const key of Object.keys(map)) {
    const matches = field === key || field.startsWith(`${key}.`);
    if (matches && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? field : `${map[best]}${field.slice(best.length)}`;
}

/** Maps each named top-level wire field under one argument, e.g. `options`. */
export function fieldsUnder(argument: string, fields: readonly string[]): FieldMap {
  return Object.fromEntries(fields.map((field) => [field, `${argument}.${field}`]));
}
