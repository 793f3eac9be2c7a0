import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { errorEnvelopeOf, useTestApp } from '../../test/harness';

const t = useTestApp();

/** The field violations' descriptions of a 400, each `field description`. */
async function descriptionsOf(request: InjectOptions): Promise<string[]> {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(400);
  const envelope = errorEnvelopeOf(res);
  return (envelope.details.validationError?.fieldViolations ?? []).map(
    (v) => `${v.field} ${v.description} (${v.violatedRule})`,
  );
}

describe('a value of the wrong type is described in the API words', () => {
  it('says which type the field takes, not the schema library message', async () => {
    const authorization = await visitorToken(t.app);
    expect(
      await descriptionsOf({
        method: 'GET',
        url: '/events/v1/orders?limit=abc&offset=1',
        headers: { authorization },
      }),
    ).toEqual(['limit must be a number (VALIDATION)']);
    expect(
      await descriptionsOf({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
        headers: { authorization, 'content-type': 'application/json' },
        payload: { query: { paging: { limit: 'ten' } }, includeVariants: 'yes' },
      }),
    ).toEqual([
      'includeVariants must be a boolean (VALIDATION)',
      'query.paging.limit must be a number (VALIDATION)',
    ]);
    expect(
      await descriptionsOf({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
        headers: { authorization, 'content-type': 'application/json' },
        payload: '"a string"',
      }),
    ).toEqual(['body must be an object (VALIDATION)']);
  });

  it('names the types a field of several forms takes', async () => {
    const authorization = await visitorToken(t.app);
    expect(
      await descriptionsOf({
        method: 'PATCH',
        url: '/ecom/v1/carts/current',
        headers: { authorization, 'content-type': 'application/json' },
        payload: { cartInfo: { buyerNote: 5 }, fieldMask: 5 },
      }),
    ).toEqual([
      'cartInfo.buyerNote must be a string (VALIDATION)',
      'fieldMask must be a string or an object (VALIDATION)',
    ]);
  });
});
