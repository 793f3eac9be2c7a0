import { pathWith, type Operation } from './operations';
import type { Prng } from './prng';
import { sampleOf } from './schema';

/** A request before it goes on the wire: path values and query already URL-encoded. */
export interface Request {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

export function baseRequest(op: Operation, rng: Prng) {
  const request: Request = {
    pathValues: Object.fromEntries(op.pathParams.map((p) => [p.name, rng.uuid()])),
    query: Object.fromEntries(
      op.queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, rng, p.name)))]),
    ),
    body: op.body ? sampleOf(op.body, rng) : undefined,
  };
  return { request, ...toWire(op, request) };
}

export type Base = ReturnType<typeof baseRequest>;

export function toWire(op: Operation, { pathValues, query, body }: Request) {
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const url = pathWith(op, pathValues) + (search ? `?${search}` : '');
  return { url, payload: body === undefined ? undefined : JSON.stringify(body) };
}
