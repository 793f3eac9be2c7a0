import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { errorEnvelopeOf, useTestApp } from '../../test/harness';

const t = useTestApp();

/**
 * The field violations' descriptions of a visitor's call answered with a 400, each `field
 * description (rule)`. A payload is sent as JSON, as the SDK sends it.
 */
async function descriptionsOf(request: Pick<InjectOptions, 'method' | 'url' | 'payload'>) {
  const authorization = await visitorToken(t.app);
  const json = request.payload === undefined ? {} : { 'content-type': 'application/json' };
  const res = await t.app.inject({ ...request, headers: { authorization, ...json } });
  expect(res.statusCode, res.body).toBe(400);
  const envelope = errorEnvelopeOf(res);
  return (envelope.details.validationError?.fieldViolations ?? []).map(
    (v) => `${v.field} ${v.description} (${v.violatedRule})`,
  );
}

describe('a value of the wrong type is described in the API words', () => {
  it('says which type the field takes, not the schema library message', async () => {
    expect(
      await descriptionsOf({
        method: 'GET',
        url: '/events/v1/orders?limit=abc&offset=1',
      }),
    ).toEqual(['limit must be a number (VALIDATION)']);
    expect(
      await descriptionsOf({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
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
        payload: '"a string"',
      }),
    ).toEqual(['body must be an object (VALIDATION)']);
  });

  it('names the types a field of several forms takes', async () => {
    expect(
      await descriptionsOf({
        method: 'PATCH',
        url: '/ecom/v1/carts/current',
        payload: { cartInfo: { buyerNote: 5 }, fieldMask: 5 },
      }),
    ).toEqual([
      'cartInfo.buyerNote must be a string (VALIDATION)',
      'fieldMask must be a string or an object (VALIDATION)',
    ]);
  });
});
