import { OffsetQuery } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../kernel/errors';
import { decodeComplexQuery, encodeR } from './complex-get';
import { unflatten } from './flat-query';

const Request = z.object({
  query: OffsetQuery.optional(),
  includeVariants: z.boolean().optional(),
  planIds: z.array(z.string()).optional(),
  name: z.string().optional(),
});

function violationsOf(work: () => unknown): { field: string; description: string }[] {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as { fieldViolations: { field: string; description: string }[] }).fieldViolations;
  }
  return expect.unreachable();
}

describe('complex GET decoding', () => {
  it('round-trips .r without padding', () => {
    const request = { query: { filter: { name: { $startsWith: 'é' } }, paging: { limit: 3 } } };
    const r = encodeR(request);
    expect(r).not.toMatch(/[=+/]/);
    expect(decodeComplexQuery({ '.r': r, id: 'repeated' })).toEqual(request);
    expect(decodeComplexQuery({ '.r': `${encodeR({ a: 1 })}=` })).toEqual({ a: 1 });
  });

  it('rejects a malformed .r on the field `.r`', () => {
    for (const bad of [
      '***',
      encodeR([1, 2]),
      Buffer.from('{').toString('base64url'),
      ['a', 'b'],
    ]) {
      try {
        decodeComplexQuery({ '.r': bad });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as { fieldViolations: { field: string }[] }).fieldViolations[0]?.field).toBe(
          '.r',
        );
      }
    }
  });

  it('unflattens dotted parameters, reading numbers and booleans where the schema has them', () => {
    expect(
      unflatten(
        {
          'query.paging.limit': '10',
          'query.filter': '{"name":"x"}',
          includeVariants: 'true',
          planIds: ['a', 'b'],
          name: '1001',
          '__proto__.polluted': '1',
        },
        Request,
      ),
    ).toEqual({
      query: { paging: { limit: 10 }, filter: { name: 'x' } },
      includeVariants: true,
      planIds: ['a', 'b'],
      name: '1001',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps filter values that look like numbers as text, but reads a JSON operator', () => {
    expect(
      unflatten({ 'query.filter.sku': '1001', 'query.filter.price': '{"$gt":10}' }, Request),
    ).toEqual({ query: { filter: { sku: '1001', price: { $gt: 10 } } } });
  });

  it('makes one value of an array field a one-item array', () => {
    expect(unflatten({ planIds: '7' }, Request)).toEqual({ planIds: ['7'] });
  });

  it('says a non-number paging field must be a number', () => {
    const violations = violationsOf(() =>
      unflatten({ 'query.paging.limit': 'ten', includeVariants: 'yes' }, Request),
    );
    expect(violations.map((v) => [v.field, v.description])).toEqual([
      ['includeVariants', 'must be true or false'],
      ['query.paging.limit', 'must be a number'],
    ]);
  });
});
