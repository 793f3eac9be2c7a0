/**
 * GET/DELETE data in the query string (docs/protocol.md §1.3): nested objects become dotted keys,
 * arrays repeat the key, null and undefined are dropped, Dates are sent as ISO strings.
 */
export function toSearchParams(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) append(params, key, value);
  return params;
}

function append(params: URLSearchParams, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(params, key, item);
  } else if (value instanceof Date) {
    params.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    for (const [child, nested] of Object.entries(value)) append(params, `${key}.${child}`, nested);
  } else {
    params.append(key, String(value));
  }
}
