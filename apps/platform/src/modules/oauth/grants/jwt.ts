import { createHmac, timingSafeEqual } from 'node:crypto';

/** Just enough JWS (RFC 7515, compact, HS256) for the platform's own tokens. */
export interface SigningKey {
  kid: string;
  secret: Buffer;
}

export interface JwtPayload {
  data: string;
  iat: number;
  exp: number;
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const signature = (input: string, secret: Buffer): Buffer =>
  createHmac('sha256', secret).update(input).digest();

export function signJwt(payload: JwtPayload, key: SigningKey): string {
  const input = `${encode({ kid: key.kid, alg: 'HS256' })}.${encode(payload)}`;
  return `${input}.${signature(input, key.secret).toString('base64url')}`;
}

/** The payload when the signature, algorithm and key id check out; expiry is the caller's call. */
export function verifyJwt(token: string, key: SigningKey): JwtPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, sig] = parts as [string, string, string];
  const expected = signature(`${header}.${payload}`, key.secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const head = parseJson(header);
  if (head?.alg !== 'HS256' || head.kid !== key.kid) return undefined;
  const body = parseJson(payload);
  const valid =
    typeof body?.data === 'string' && typeof body.iat === 'number' && typeof body.exp === 'number';
  return valid ? (body as unknown as JwtPayload) : undefined;
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
