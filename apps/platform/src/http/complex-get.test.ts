import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { decodeComplexQuery, encodeR, unflatten } from './complex-get';

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

  it('unflattens dotted parameters and reads numbers, booleans and JSON', () => {
    expect(
      unflatten({
        'query.paging.limit': '10',
        'query.filter': '{"name":"x"}',
        includeVariants: 'true',
        planIds: ['a', 'b'],
        name: 'plain',
        '__proto__.polluted': '1',
      }),
    ).toEqual({
      query: { paging: { limit: 10 }, filter: { name: 'x' } },
      includeVariants: true,
      planIds: ['a', 'b'],
      name: 'plain',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
