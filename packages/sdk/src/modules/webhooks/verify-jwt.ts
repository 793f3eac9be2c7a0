import { base64UrlDecode, base64UrlDecodeBytes } from '../../core/base64url';
import { reject } from './webhook-error';

/**
 * RS256 JWT verification over WebCrypto only, so the same code runs in Node 20, browsers and
 * edge runtimes (no node:crypto). Imported keys are cached per PEM text: deliveries come in
 * bursts and the import is the costly part.
 */
const RSA_PARAMS = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const keyCache = new Map<string, Promise<CryptoKey>>();

export interface VerifiedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

export async function verifyRs256(token: string, publicKeyPem: string): Promise<VerifiedJwt> {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) {
    reject('MALFORMED_TOKEN', 'The body is not a JWT (three base64url parts separated by dots).');
  }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = decodeJsonPart(headerPart, 'header');
  // The algorithm is fixed by us, never taken from the token: `none` and HS256 are refused.
  if (header.alg !== 'RS256') {
    reject(
      'UNSUPPORTED_ALGORITHM',
      `The token's alg is ${String(header.alg)}; only RS256 is accepted.`,
    );
  }
  const key = await importPublicKey(publicKeyPem);
  const signed = new TextEncoder().encode(`${headerPart}.${claimsPart}`);
  if (!(await signatureMatches(key, signaturePart, signed))) {
    reject('INVALID_SIGNATURE', 'The signature does not match the public key.');
  }
  return { header, claims: decodeJsonPart(claimsPart, 'claims') };
}

/** A signature that is not even decodable, or of the wrong length, simply does not match. */
async function signatureMatches(
  key: CryptoKey,
  signaturePart: string,
  signed: Uint8Array<ArrayBuffer>,
) {
  try {
    return await crypto.subtle.verify(RSA_PARAMS, key, base64UrlDecodeBytes(signaturePart), signed);
  } catch {
    return false;
  }
}

function importPublicKey(pem: string): Promise<CryptoKey> {
  let key = keyCache.get(pem);
  if (!key) {
    key = importSpki(pem);
    keyCache.set(pem, key);
    // A bad key must not stay cached: the next call reports it again with the same error.
    key.catch(() => keyCache.delete(pem));
  }
  return key;
}

async function importSpki(pem: string): Promise<CryptoKey> {
  const body = pem
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '');
  try {
    const der = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
    return await crypto.subtle.importKey('spki', der, RSA_PARAMS, false, ['verify']);
  } catch (cause) {
    return reject('INVALID_PUBLIC_KEY', 'The public key is not an RSA SPKI PEM.', cause);
  }
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(base64UrlDecode(part));
  } catch (cause) {
    reject('MALFORMED_TOKEN', `The token's ${name} is not base64url JSON.`, cause);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reject('MALFORMED_TOKEN', `The token's ${name} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}
