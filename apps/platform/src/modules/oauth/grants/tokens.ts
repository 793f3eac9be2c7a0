import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_SECONDS,
  AccessTokenInstance,
  REFRESH_TOKEN_PREFIX,
} from '@headless/contract';
import { roleOf, type AuthContext } from '../../../http/auth-context';
import { signJwt, verifyJwt, type SigningKey } from './jwt';

export const REFRESH_TOKEN_TTL_SECONDS = 365 * 24 * 3600;

export interface TokenSubject {
  siteId: string;
  siteOwnerId: string;
  clientId: string;
  role: 'visitor' | 'member';
  subjectId: string;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A stable instance id per (site, client), shaped like a uuid as the real one is. */
function instanceId(siteId: string, clientId: string): string {
  const hex = createHash('sha256').update(`${siteId}:${clientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The claims every access token's instance carries, whoever it is for. */
function instanceClaims(
  ids: { instanceId: string; appDefId: string; siteId: string; siteOwnerId: string },
  now: Date,
) {
  return {
    instanceId: ids.instanceId,
    appDefId: ids.appDefId,
    signDate: now.toISOString(),
    metaSiteId: ids.siteId,
    siteOwnerId: ids.siteOwnerId,
    permissions: '',
    demoMode: false,
    expirationDate: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

export function accessInstance(subject: TokenSubject, now: Date): AccessTokenInstance {
  const ids =
    subject.role === 'member'
      ? { uid: subject.subjectId, siteMemberId: subject.subjectId }
      : { aid: subject.subjectId };
  const instance = instanceId(subject.siteId, subject.clientId);
  return {
    ...instanceClaims({ ...subject, instanceId: instance, appDefId: subject.clientId }, now),
    ...ids,
  };
}

/** An app on a site (the client_credentials grant): no visitor, no member. */
export interface AppSubject {
  siteId: string;
  siteOwnerId: string;
  appId: string;
}

/** The app's instance on the site is the site itself here, so `instanceId` is the site id. */
export function appInstance(subject: AppSubject, now: Date): AccessTokenInstance {
  return instanceClaims({ ...subject, instanceId: subject.siteId, appDefId: subject.appId }, now);
}

function signInstance(instance: AccessTokenInstance, key: SigningKey, now: Date): string {
  const iat = seconds(now);
  const data = JSON.stringify({ instance });
  return ACCESS_TOKEN_PREFIX + signJwt({ data, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, key);
}

export function signAccessToken(subject: TokenSubject, key: SigningKey, now: Date): string {
  return signInstance(accessInstance(subject, now), key, now);
}

export function signAppAccessToken(subject: AppSubject, key: SigningKey, now: Date): string {
  return signInstance(appInstance(subject, now), key, now);
}

export function signRefreshToken(rowId: string, key: SigningKey, now: Date): string {
  const iat = seconds(now);
  const data = JSON.stringify(rowId);
  return REFRESH_TOKEN_PREFIX + signJwt({ data, iat, exp: iat + REFRESH_TOKEN_TTL_SECONDS }, key);
}

/** The token's data and expiry (seconds) when it is ours, untampered and not expired. */
function verifiedWithExpiry(
  token: string,
  prefix: string,
  key: SigningKey,
  now: Date,
): { data: unknown; exp: number } | undefined {
  if (!token.startsWith(prefix)) return undefined;
  const payload = verifyJwt(token.slice(prefix.length), key);
  if (!payload || payload.exp <= seconds(now)) return undefined;
  try {
    return { data: JSON.parse(payload.data), exp: payload.exp };
  } catch {
    return undefined;
  }
}

function verified(token: string, prefix: string, key: SigningKey, now: Date): unknown {
  return verifiedWithExpiry(token, prefix, key, now)?.data;
}

/**
 * The caller as the token describes it; whether client (or app) and site still exist is checked
 * apart. A signed token with neither member nor visitor is an app's (`appDefId` is the app id).
 */
export function readAccessToken(
  token: string,
  key: SigningKey,
  now: Date,
): AuthContext | undefined {
  const known = knownAccessTokens(key);
  const hit = known.get(token);
  if (hit) return hit.exp > seconds(now) ? hit.auth : undefined;
  const read = readUnknownAccessToken(token, key, now);
  if (read) {
    // Oldest first out: a Map iterates in insertion order.
    if (known.size >= KNOWN_TOKENS) known.delete(known.keys().next().value!);
    known.set(token, read);
  }
  return read?.auth;
}

/**
 * Access tokens already verified, per signing key, until they expire: a caller sends the same
 * token with every call, and checking it (HMAC, two JSON parses, the instance schema) cost as much
 * as the rest of authentication. Only valid tokens are kept, at most KNOWN_TOKENS of them.
 */
const KNOWN_TOKENS = 10_000;
type KnownToken = { auth: AuthContext; exp: number };
const knownByKey = new WeakMap<SigningKey, Map<string, KnownToken>>();

function knownAccessTokens(key: SigningKey): Map<string, KnownToken> {
  let known = knownByKey.get(key);
  if (!known) {
    known = new Map();
    knownByKey.set(key, known);
  }
  return known;
}

function readUnknownAccessToken(token: string, key: SigningKey, now: Date): KnownToken | undefined {
  const read = verifiedWithExpiry(token, ACCESS_TOKEN_PREFIX, key, now);
  const data = read?.data as { instance?: unknown } | undefined;
  const parsed = AccessTokenInstance.safeParse(data?.instance);
  if (!read || !parsed.success) return undefined;
  const { metaSiteId, appDefId, uid, aid } = parsed.data;
  const identity = uid
    ? { type: 'MEMBER' as const, id: uid }
    : aid
      ? { type: 'ANONYMOUS_VISITOR' as const, id: aid }
      : { type: 'APP' as const, id: appDefId };
  // Shared by every request with this token: frozen, so none can change it for the others.
  const auth = Object.freeze({
    siteId: metaSiteId,
    clientId: appDefId,
    identity: Object.freeze(identity),
    role: roleOf(identity),
  });
  return { auth, exp: read.exp };
}

/** The refresh_tokens row id inside a valid refresh token. */
export function readRefreshToken(token: string, key: SigningKey, now: Date): string | undefined {
  const data = verified(token, REFRESH_TOKEN_PREFIX, key, now);
  return typeof data === 'string' ? data : undefined;
}
