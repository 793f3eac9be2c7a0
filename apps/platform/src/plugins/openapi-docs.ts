import { ErrorEnvelope } from '@headless/contract';
import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { MAX_ENCODED_REQUEST_LENGTH } from '../http/complex-get';
import { isPublicRoute } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `complexGetRoute`: its GET reads `.r` (or flat parameters), not the schema's shape. */
    complexGet?: boolean;
  }
}

/** Both ways a caller authenticates (docs/protocol.md §1.4); public routes override with `[]`. */
export const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'An OAuth access token from /oauth2/token, raw (as the SDK sends it) or `Bearer`.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'An API key (`IST.…`), raw or `Bearer`; always with `wix-site-id`.',
  },
  siteId: { type: 'apiKey', in: 'header', name: 'wix-site-id', description: 'The API key’s site.' },
};

const ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
const errorResponses: Record<string, string> = {
  400: 'Invalid request (validationError) or a rejected operation (applicationError)',
  401: 'Missing, invalid or expired credentials',
  403: 'The caller may not do this (a visitor on an owner-only write, an app not installed)',
  404: 'Unknown path or entity',
  409: 'Conflict (a stale revision, an existing entity)',
  413: 'Request body too large',
  '5XX': 'Internal error, or the database is unavailable (503)',
};
const PUBLIC_ONLY_SKIP = new Set(['401', '403']);

const complexGetQuery = {
  type: 'object',
  properties: {
    '.r': {
      type: 'string',
      maxLength: MAX_ENCODED_REQUEST_LENGTH,
      description:
        'The whole request as base64url JSON (the POST body’s shape). Flat dotted parameters ' +
        '(`query.paging.limit=10`) are accepted too; above 4000 characters, POST the JSON instead.',
    },
  },
};

/** Zod → JSON Schema, then the platform's additions: public routes and the complex GET's `.r`. */
export const transformRoute: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  // A route without a schema still gets documented, so it still needs its security.
  const schema = (result.schema ?? {}) as FastifySchema & Record<string, unknown>;
  if (schema.hide) return result;
  if (isPublicRoute(document.url)) schema.security = [];
  if (document.route.config?.complexGet && document.route.method === 'GET') {
    schema.querystring = complexGetQuery;
  }
  return { schema, url: result.url };
};

/** Adds the shared envelope, the security schemes and every operation's error responses. */
export const transformDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapi = document.openapiObject as OpenAPIV3.Document;
  const envelope = z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' });
  delete envelope.$schema;
  openapi.components = {
    ...openapi.components,
    schemas: { ...openapi.components?.schemas, ErrorEnvelope: envelope as OpenAPIV3.SchemaObject },
    securitySchemes,
  };
  openapi.security = [{ accessToken: [] }, { apiKey: [], siteId: [] }];
  for (const pathItem of Object.values(openapi.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head'] as const) {
      const operation = pathItem?.[method];
      if (operation) addErrorResponses(operation);
    }
  }
  return openapi;
};

function addErrorResponses(operation: OpenAPIV3.OperationObject): void {
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  for (const [status, description] of Object.entries(errorResponses)) {
    if (isPublic && PUBLIC_ONLY_SKIP.has(status)) continue;
    operation.responses[status] ??= {
      description,
      content: { 'application/json': { schema: { $ref: ENVELOPE_REF } } },
    };
  }
}
