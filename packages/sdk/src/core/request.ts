import { base64UrlEncode } from './base64url';
import type { FieldMap } from './field-map';
import { toSearchParams } from './query-string';
import { toWire } from './transforms';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as a module describes it; the pipeline does the rest. */
export interface RequestSpec {
  method: HttpMethod;
  /** Documented path, `{name}` placeholders filled from `pathParams`. */
  path: string;
  pathParams?: Record<string, string>;
  /** JSON body for POST/PUT/PATCH; query string for GET/DELETE. */
  data?: Record<string, unknown>;
  /**
   * "Complex" GET: `?.r=<base64url JSON>`, POST to the same path when too long (docs/protocol.md
   * §1.3).
   */
  dotR?: boolean;
  /** Safe to resend after a 5xx or a lost connection. Defaults: GET/PUT/DELETE yes, POST/PATCH no. */
  idempotent?: boolean;
  /** Send the access token (false only for the token endpoint itself). */
  auth?: boolean;
  /** Wire field path → argument name, for validation messages. */
  fieldMap?: FieldMap;
}

export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  body: string | undefined;
  idempotent: boolean;
}

/**
 * Beyond this many characters of query string a `.r` GET is sent as POST (docs/protocol.md §1.3).
 */
export const MAX_QUERY_LENGTH = 4000;

export function prepareRequest(baseUrl: string, spec: RequestSpec): PreparedRequest {
  const path = fillPath(spec.path, spec.pathParams ?? {});
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const data = toWire(spec.data ?? {});
  const idempotent = spec.idempotent ?? !['POST', 'PATCH'].includes(spec.method);
  if (spec.method !== 'GET' && spec.method !== 'DELETE') {
    const body = spec.data === undefined ? undefined : JSON.stringify(data);
    return { method: spec.method, url, body, idempotent };
  }
  if (spec.dotR) {
    const query = `.r=${base64UrlEncode(JSON.stringify(data))}`;
    if (query.length > MAX_QUERY_LENGTH) {
      return { method: 'POST', url, body: JSON.stringify(data), idempotent };
    }
    return { method: spec.method, url: `${url}?${query}`, body: undefined, idempotent };
  }
  // Path parameters are repeated in the query string, as the official SDK does (docs/protocol.md
  // §1.3).
  const query = toSearchParams({ ...spec.pathParams, ...data }).toString();
  return { method: spec.method, url: query ? `${url}?${query}` : url, body: undefined, idempotent };
}

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}
