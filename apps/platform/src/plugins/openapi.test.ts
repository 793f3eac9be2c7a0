import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

type Schema = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Doc = {
  security: unknown[];
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

const t = useTestApp();
let doc: Doc;
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});

const QUERY = '/stores-reader/v1/products/query-platformized';
const envelopeRef = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content?.['application/json']?.schema.$ref;

/** A string is bounded by a maximum length, by being one of a closed set, or by being a GUID. */
const boundedString = (s: Schema) =>
  typeof s.maxLength === 'number' || Array.isArray(s.enum) || 'const' in s || s.format === 'uuid';

/** Paths inside one schema where a string or an array has no maximum. */
function unbounded(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    const target = doc.components.schemas[schema.$ref.split('/').pop()!];
    return target ? unbounded(target, at, seen) : [];
  }
  const found: string[] = [];
  const types = [schema.type].flat();
  if (types.includes('string') && !boundedString(schema)) found.push(`${at} (string)`);
  if (types.includes('array') && typeof schema.maxItems !== 'number') found.push(`${at} (array)`);
  const children: [string, unknown][] = [
    ...Object.entries((schema.properties as Record<string, unknown>) ?? {}),
    ['[]', schema.items],
    ['{}', schema.additionalProperties],
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
      ((schema[k] as unknown[]) ?? []).map((s, i): [string, unknown] => [`${k}${i}`, s]),
    ),
  ];
  for (const [key, child] of children) {
    if (child && typeof child === 'object')
      found.push(...unbounded(child as Schema, `${at}.${key}`, seen));
  }
  return found;
}

describe('/openapi.json', () => {
  it('serves the documented routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const served = res.json();
    expect(served.openapi).toMatch(/^3\./);
    expect(served.paths['/oauth2/token']?.post).toBeDefined();
    expect(served.paths['/health']?.get).toBeDefined();
    expect(served.paths['/openapi.json']).toBeUndefined();
  });

  it('declares the access token and the API key + site id schemes, required by default', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'accessToken',
      'apiKey',
      'siteId',
    ]);
    expect(doc.components.securitySchemes.siteId).toMatchObject({
      in: 'header',
      name: 'wix-site-id',
    });
    expect(doc.security).toEqual([{ accessToken: [] }, { apiKey: [], siteId: [] }]);
    expect(doc.paths[QUERY]?.post?.security).toBeUndefined();
  });

  it('marks the public routes as needing no credentials', () => {
    expect(doc.paths['/health']?.get?.security).toEqual([]);
    expect(doc.paths['/oauth2/token']?.post?.security).toEqual([]);
    expect(doc.paths['/oauth2/token']?.post?.responses['401']).toBeUndefined();
  });

  it('documents the shared error envelope on every operation', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      required: ['message', 'details'],
    });
    const ref = '#/components/schemas/ErrorEnvelope';
    for (const status of ['400', '401', '403', '404', '409', '413', '5XX']) {
      expect(envelopeRef(doc.paths[QUERY]?.get, status)).toBe(ref);
    }
    for (const methods of Object.values(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect(envelopeRef(operation, '400')).toBe(ref);
        expect(envelopeRef(operation, '5XX')).toBe(ref);
      }
    }
  });

  it('documents a complex GET as `.r` plus the POST form', () => {
    const get = doc.paths[QUERY]?.get;
    expect(get?.parameters?.map((p) => [p.in, p.name, p.schema.type])).toEqual([
      ['query', '.r', 'string'],
    ]);
    expect(doc.paths[QUERY]?.post?.requestBody).toBeDefined();
  });

  // Generated from the routes' own schemas, so this holds for every route, present and future.
  it('gives every string and every array a request may carry a maximum', () => {
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? [])
          found.push(...unbounded(p.schema, `${where} ${p.in}:${p.name}`));
        for (const c of Object.values(op.requestBody?.content ?? {}))
          found.push(...unbounded(c.schema, `${where} body`));
      }
    }
    expect(found).toEqual([]);
  });
});
