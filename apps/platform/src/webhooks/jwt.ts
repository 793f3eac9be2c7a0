import { sign } from 'node:crypto';
import type { WebhookSigningKey } from './signing-key';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An RS256 JWS in compact form, the whole body of a delivery. */
export function signRs256(claims: Record<string, unknown>, key: WebhookSigningKey): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}
