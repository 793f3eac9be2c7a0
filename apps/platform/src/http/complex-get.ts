import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { App } from '../kernel/app-type';
import { validationError } from '../kernel/errors';
import { routeWithAliases } from './aliases';
import { assertAcceptableInput } from './input-limits';
import { isRecord, unflatten } from './flat-query';

/**
 * "Complex" GETs (docs/protocol.md §1.3): the SDK sends the whole request as `?.r=<base64url
 * JSON>`, other clients send flat dotted parameters, and above 4000 characters the SDK falls back
 * to a POST with a JSON body on the same path. All three reach one handler with the same input.
 */
export interface ComplexGetRoute<Req extends z.ZodObject, Res extends z.ZodType> {
  paths: readonly [string, ...string[]];
  /** Where the SDK's POST fallback goes when the GET's path is taken by another POST (a create). */
  postPaths?: readonly [string, ...string[]];
  request: Req;
  response: Res;
  handler: (request: FastifyRequest, input: z.output<Req>) => Promise<z.input<Res>>;
}

export function complexGetRoute<Req extends z.ZodObject, Res extends z.ZodType>(
  app: App,
  route: ComplexGetRoute<Req, Res>,
): void {
  const response = { 200: route.response };
  // Typed loosely on purpose: the handler's own signature carries the types.
  const getSchema: FastifySchema = { querystring: route.request, response };
  const postSchema: FastifySchema = { body: route.request, response };
  routeWithAliases(app, {
    method: 'GET',
    paths: route.paths,
    schema: getSchema,
    // /openapi.json documents this GET's `.r` instead of the request's shape (plugins/openapi-docs).
    config: { complexGet: true },
    // Runs before validation, so the decoded object is what the schema checks.
    preValidation: async (request) => {
      request.query = decodeComplexQuery(request.query as Record<string, unknown>, route.request);
    },
    handler: (request) => route.handler(request, request.query as z.output<Req>),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: route.postPaths ?? route.paths,
    schema: postSchema,
    handler: (request) => route.handler(request, request.body as z.output<Req>),
  });
}

/** The request object a complex GET's query string carries. */
export function decodeComplexQuery(
  query: Record<string, unknown>,
  schema?: z.ZodType,
): Record<string, unknown> {
  const encoded = query['.r'];
  const decoded = encoded === undefined ? unflatten(query, schema) : decodeR(encoded);
  // JSON inside the query string can spell what the raw query could not (`\u0000`, deep nesting).
  assertAcceptableInput(decoded, 'query');
  return decoded;
}

/**
 * The longest `.r` accepted: the SDK switches to a POST above 4000 characters of query string;
 * other clients get room up to what Node's default header limit (16 KiB) lets through anyway.
 */
export const MAX_ENCODED_REQUEST_LENGTH = 16_000;

/** base64url without padding, as the SDK writes it; padding is tolerated. */
export function encodeR(request: unknown): string {
  return Buffer.from(JSON.stringify(request), 'utf8').toString('base64url');
}

function decodeR(encoded: unknown): Record<string, unknown> {
  if (typeof encoded === 'string' && encoded.length > MAX_ENCODED_REQUEST_LENGTH) {
    throw validationError([
      {
        field: '.r',
        description: `must be at most ${MAX_ENCODED_REQUEST_LENGTH} characters`,
        violatedRule: 'MAX_LENGTH',
        data: { threshold: MAX_ENCODED_REQUEST_LENGTH },
      },
    ]);
  }
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) {
    throw badR('must be base64url-encoded JSON');
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw badR('must be base64url-encoded JSON');
  }
  if (!isRecord(decoded)) throw badR('must encode a JSON object');
  return decoded;
}

const badR = (description: string) =>
  validationError([
    { field: '.r', description, violatedRule: 'FORMAT', ruleName: 'BASE64URL_JSON' },
  ]);
