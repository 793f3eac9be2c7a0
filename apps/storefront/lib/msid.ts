import 'server-only';
import { ACCESS_TOKEN_PREFIX } from '@headless/contract/constants';
import { jwtDecode } from 'jwt-decode';

interface TokenPayload {
  data?: unknown;
}

/** The `instance` of an access token's `data` claim; throws jwt-decode's errors or a shape error. */
function tokenInstance(accessToken: string): Record<string, unknown> | undefined {
  const jwt =
    typeof accessToken === 'string' && accessToken.startsWith(ACCESS_TOKEN_PREFIX)
      ? accessToken.slice(ACCESS_TOKEN_PREFIX.length)
      : accessToken;
  const payload = jwtDecode<TokenPayload>(jwt);
  if (typeof payload.data !== 'string') throw new Error('Token has no data claim');
  const data = JSON.parse(payload.data) as { instance?: Record<string, unknown> } | null;
  return data?.instance;
}

/** Who an access token was issued for: the site (msid) and the client (the instance's appDefId). */
export interface TokenClaims {
  metaSiteId: string;
  clientId: string | null;
}

/** The claims of an access token (protocol §5.3); throws jwt-decode's errors or a shape error. */
export function decodeTokenClaims(accessToken: string): TokenClaims {
  const instance = tokenInstance(accessToken);
  const metaSiteId = instance?.metaSiteId;
  if (typeof metaSiteId !== 'string' || !metaSiteId) {
    throw new Error('Token data has no instance.metaSiteId');
  }
  const clientId = instance?.appDefId;
  return { metaSiteId, clientId: typeof clientId === 'string' && clientId ? clientId : null };
}

/** The site id (msid) inside an access token; throws jwt-decode's errors or a shape error. */
export function decodeMetaSiteId(accessToken: string): string {
  return decodeTokenClaims(accessToken).metaSiteId;
}

/** Protocol §5.3: `OauthNG.JWS.` + a JWT whose `data` claim is JSON with instance.metaSiteId. */
export function getMetaSiteId(accessToken: string): string | null {
  try {
    return decodeMetaSiteId(accessToken);
  } catch (e) {
    console.error('Error getting meta site ID', e);
    return null;
  }
}

/** The anonymous visitor id (`instance.aid`) of a visitor token; null for any other token. */
export function decodeVisitorId(accessToken: string): string | null {
  try {
    const aid = tokenInstance(accessToken)?.aid;
    return typeof aid === 'string' && aid ? aid : null;
  } catch {
    return null;
  }
}
