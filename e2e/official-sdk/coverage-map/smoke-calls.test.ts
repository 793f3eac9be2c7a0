import { describe, expect, it } from 'vitest';
import { failureOf, plausibleArgs, SOME_ID } from './smoke-calls';

const answer = (status: number, body = '{}') => ({ method: 'GET', path: '/p', status, body });

describe('the smoke run', () => {
  it('fails a 5xx, No route, a 405 and a call that never left the SDK', () => {
    expect(failureOf({ answers: [answer(500)] })).toMatch(/answered 500/);
    expect(failureOf({ answers: [answer(404, '{"message":"No route GET /p"}')] })).toMatch(
      /No route/,
    );
    expect(failureOf({ answers: [answer(405)] })).toMatch(/405/);
    expect(failureOf({ answers: [], thrown: 'bad' })).toMatch(
      /no request reached the platform \(bad\)/,
    );
  });

  it('takes any other 4xx, and success, as an answer', () => {
    expect(
      failureOf({ answers: [answer(404, '{"message":"Product not found"}')] }),
    ).toBeUndefined();
    expect(failureOf({ answers: [answer(400)] })).toBeUndefined();
    expect(failureOf({ answers: [answer(200)] })).toBeUndefined();
  });

  it('makes plausible arguments for the required parameters only, and filters that match nothing', () => {
    expect(
      plausibleArgs([
        { name: 'id', type: 'string', optional: false },
        { name: 'ids', type: 'string[]', optional: false },
        { name: 'endDate', type: 'Date', optional: false },
        { name: 'product', type: 'NonNullablePaths<Product, `name`, 0>', optional: false },
        { name: 'filter', type: 'Record<string, any>', optional: false },
        { name: 'options', type: 'GetOptions', optional: true },
      ]),
    ).toEqual([SOME_ID, [SOME_ID], expect.any(Date), {}, { id: SOME_ID }]);
  });
});
