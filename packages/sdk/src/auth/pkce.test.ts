import { describe, expect, it } from 'vitest';
import { s256Base64Url } from '../../test/sha256';
import { generateOAuthData, randomString, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('derives the challenge as base64url(SHA-256(verifier)) without padding', async () => {
    const data = await generateOAuthData('http://localhost:3000/login-callback', '/members');
    const expected = s256Base64Url(data.codeVerifier);
    expect(data.codeChallenge).toBe(expected);
    expect(data.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.redirectUri).toBe('http://localhost:3000/login-callback');
    expect(data.originalUri).toBe('/members');
  });

  it('matches the RFC 7636 appendix B example', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    await expect(s256Challenge(verifier)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('draws a 64-character verifier from the unreserved alphabet and an independent state', async () => {
    const a = await generateOAuthData();
    const b = await generateOAuthData();
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.state).not.toBe(a.codeChallenge);
    expect(a.redirectUri).toBe('');
  });

  it('uses every character of the alphabet over many draws', () => {
    const seen = new Set(randomString(20000));
    expect(seen.size).toBe(66);
  });
});
