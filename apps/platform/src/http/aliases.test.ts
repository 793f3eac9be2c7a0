import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { routeWithAliases } from './aliases';

const t = useTestApp();
let authorization: string;
beforeAll(async () => {
  routeWithAliases(t.app, {
    method: 'POST',
    paths: ['/test/v1/things/query', '/_api/test/v1/things/query'],
    schema: {
      body: z.object({ name: z.string() }),
      response: { 200: z.object({ hello: z.string() }) },
    },
    handler: async (request) => ({ hello: request.body.name }),
  });
  authorization = await visitorToken(t.app);
});

describe('routeWithAliases', () => {
  it('serves one handler, with its schema, on every path', async () => {
    for (const url of ['/test/v1/things/query', '/_api/test/v1/things/query']) {
      const ok = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization },
        payload: { name: 'x' },
      });
      expect(ok.json()).toEqual({ hello: 'x' });
      const bad = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization },
        payload: {},
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('documents only the first path in /openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/test/v1/things/query']?.post).toBeDefined();
    expect(doc.paths['/_api/test/v1/things/query']).toBeUndefined();
  });
});
