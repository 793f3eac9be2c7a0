import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken, makeJwt } from '../test/tokens';
import { getMetaSiteId } from './msid';

describe('getMetaSiteId', () => {
  afterEach(() => vi.restoreAllMocks());

  function expectFailure(token: unknown, message: string | RegExp) {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(getMetaSiteId(token as string)).toBeNull();
    expect(log).toHaveBeenCalledWith('Error getting meta site ID', expect.any(Error));
    const logged = (log.mock.calls[0]?.[1] as Error).message;
    if (typeof message === 'string') expect(logged).toBe(message);
    else expect(logged).toMatch(message);
  }

  it('reads instance.metaSiteId from the data claim after the OauthNG.JWS. prefix', () => {
    expect(getMetaSiteId(makeAccessToken('b4c0f2de-7a2e-4a8e-9c1d-5e3f0a6b9c21'))).toBe(
      'b4c0f2de-7a2e-4a8e-9c1d-5e3f0a6b9c21',
    );
  });

  it('also reads a bare JWT', () => {
    const data = JSON.stringify({ instance: { metaSiteId: 'bare' } });
    expect(getMetaSiteId(makeJwt({ data }))).toBe('bare');
  });

  it("logs jwt-decode's error for a token that is not a string", () => {
    expectFailure(undefined, 'Invalid token specified: must be a string');
  });

  it("logs jwt-decode's error for a missing part", () => {
    expectFailure('OauthNG.JWS.onlyonepart', 'Invalid token specified: missing part #2');
  });

  it("logs jwt-decode's error for invalid base64", () => {
    expectFailure('OauthNG.JWS.a.%%%%%.c', /^Invalid token specified: invalid base64 for part #2 /);
  });

  it("logs jwt-decode's error for invalid JSON", () => {
    const notJson = Buffer.from('not json').toString('base64url');
    expectFailure(
      `OauthNG.JWS.a.${notJson}.c`,
      /^Invalid token specified: invalid json for part #2 /,
    );
  });

  it('fails when the data claim is missing or has no metaSiteId', () => {
    expectFailure(makeJwt({ sub: 'x' }), 'Token has no data claim');
    vi.restoreAllMocks();
    expectFailure(makeJwt({ data: '{"instance":{}}' }), 'Token data has no instance.metaSiteId');
  });

  it('fails when the data claim is not JSON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(getMetaSiteId(makeJwt({ data: '{oops' }))).toBeNull();
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(SyntaxError);
  });
});
