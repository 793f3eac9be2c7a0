import { ACCESS_TOKEN_TTL_SECONDS } from '@headless/contract';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken, type TokenSubject } from './tokens';

const key = { kid: 'test-key', secret: randomBytes(32) };
const visitor: TokenSubject = {
  siteId: '2b6b1c38-8f1e-4d6a-9e3c-5b7a0d4c2e11',
  siteOwnerId: 'owner-1',
  clientId: 'client-1',
  role: 'visitor',
  subjectId: 'visitor-1',
};
const at = new Date('2026-11-24T12:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * The token with its signature's first character replaced by another. (Not the last one: its low
 * bits are base64url padding, so some replacements there decode to the very same signature.)
 */
function withSignatureAltered(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  const altered = token[at] === 'A' ? 'B' : 'A';
  return token.slice(0, at) + altered + token.slice(at + 1);
}

describe('readAccessToken on a token it has verified before', () => {
  it('answers the same caller, and nothing once the token has expired', () => {
    const token = signAccessToken(visitor, key, at);
    const first = readAccessToken(token, key, at);
    expect(first).toMatchObject({ siteId: visitor.siteId, identity: { id: 'visitor-1' } });
    expect(readAccessToken(token, key, later(60))).toEqual(first);
    expect(readAccessToken(token, key, later(ACCESS_TOKEN_TTL_SECONDS))).toBeUndefined();
  });

  it('checks a token signed with another key, or altered, afresh', () => {
    const token = signAccessToken(visitor, key, at);
    expect(readAccessToken(token, key, at)).toBeDefined();
    const otherKey = { kid: key.kid, secret: randomBytes(32) };
    expect(readAccessToken(token, otherKey, at)).toBeUndefined();
    expect(readAccessToken(withSignatureAltered(token), key, at)).toBeUndefined();
  });

  it('hands out a caller no request can change for the next one', () => {
    const token = signAccessToken(visitor, key, at);
    const auth = readAccessToken(token, key, at)!;
    expect(() => Object.assign(auth.identity, { id: 'someone-else' })).toThrow(TypeError);
    expect(readAccessToken(token, key, at)?.identity.id).toBe('visitor-1');
  });
});
