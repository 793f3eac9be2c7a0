import { base64UrlEncodeBytes } from '../core/base64url';

/**
 * What a redirect login keeps between leaving for the hosted page and coming back (docs/protocol.md
 * §5.4).
 */
export interface OAuthData {
  /** Empty for the silent flow, which has no redirect. */
  redirectUri: string;
  /** Where to send the member after the callback; the SDK only carries it. */
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

// RFC 7636 §4.1: the verifier's unreserved alphabet, which includes `-._~`.
const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const VERIFIER_LENGTH = 64;

/** Random characters of `alphabet`, unbiased: bytes past the last whole multiple are drawn again. */
export function randomString(length: number, alphabet = VERIFIER_ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** `code_challenge` = base64url(SHA-256(verifier)), no padding (S256). Web Crypto: browsers and Node 20. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncodeBytes(new Uint8Array(digest));
}

/** A fresh PKCE pair and an independent random `state`. */
export async function generateOAuthData(redirectUri = '', originalUri = ''): Promise<OAuthData> {
  const codeVerifier = randomString(VERIFIER_LENGTH);
  const codeChallenge = await s256Challenge(codeVerifier);
  const state = base64UrlEncodeBytes(crypto.getRandomValues(new Uint8Array(24)));
  return { redirectUri, originalUri, codeVerifier, codeChallenge, state };
}
