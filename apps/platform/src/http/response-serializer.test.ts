import { ErrorEnvelope } from '@headless/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';

const t = useTestApp();
let authorization: string;

const Thing = z.object({ thing: z.object({ id: z.string(), count: z.number().int() }) });

beforeAll(async () => {
  // The answers are deliberately not what the schema says: the cast hides that from TypeScript.
  const route = (url: string, answer: unknown) =>
    t.app.get(
      url,
      { schema: { response: { 200: Thing } } },
      async () => answer as z.infer<typeof Thing>,
    );
  route('/test/extra-fields', { thing: { id: 'a', count: 1, ownerSecret: 's' }, internal: true });
  route('/test/off-contract', { thing: { id: 'a', count: 1.5 } });
  authorization = await visitorToken(t.app);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('an answer checked against its response schema', () => {
  it('goes out without the fields the schema does not name', async () => {
    const res = await get('/test/extra-fields');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ thing: { id: 'a', count: 1 } });
  });

  it('that breaks the contract becomes a 500 envelope, never the broken answer', async () => {
    const res = await get('/test/off-contract');
    expect(res.statusCode).toBe(500);
    expect(ErrorEnvelope.parse(res.json()).message).toBe('Internal server error');
    expect(res.body).not.toContain('1.5');
  });
});
