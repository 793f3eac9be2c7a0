import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema: { type: string } }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Doc = {
  security: unknown[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

const QUERY = '/stores-reader/v1/products/query-platformized';
const envelopeRef = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content?.['application/json']?.schema.$ref;

describe('/openapi.json', () => {
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
});
