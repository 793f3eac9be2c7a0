import type { Tokens } from '@headless/sdk';
import { describe, expect, it } from 'vitest';
import { makeTokens } from '../test/tokens';
import { parseRenewedAt, serializeSession, SESSION_MAX_AGE_SECONDS } from './session';
import {
  MEMBER_RENEWAL_SECONDS,
  nextRenewedAt,
  sessionAction,
  sessionMaxAge,
} from './session-renewal';

const NOW = 1_900_000_000;
const DAY = 24 * 60 * 60;
const visitor = makeTokens('site-1', NOW + 3600);
const member = { ...visitor, refreshToken: { ...visitor.refreshToken, role: 'member' as const } };
const expiring = (tokens: Tokens) => ({
  ...tokens,
  accessToken: { ...tokens.accessToken, expiresAt: NOW + 10 },
});

describe('session pre-warm: renewing a member session at most every 7 days', () => {
  it('is a week', () => {
    expect(MEMBER_RENEWAL_SECONDS).toBe(7 * DAY);
  });

  it('keeps a member session renewed less than 7 days ago, without a platform call', () => {
    expect(sessionAction(member, NOW - DAY, NOW)).toBe('keep');
    expect(sessionAction(member, NOW - 7 * DAY + 1, NOW)).toBe('keep');
  });

  it('renews a member session once 7 days have passed, even with a valid access token', () => {
    expect(sessionAction(member, NOW - 7 * DAY, NOW)).toBe('renew');
    expect(sessionAction(member, NOW - 30 * DAY, NOW)).toBe('renew');
  });

  it('renews a member session without a marker, or with one from the future', () => {
    expect(sessionAction(member, null, NOW)).toBe('renew');
    expect(sessionAction(member, NOW + DAY, NOW)).toBe('renew');
  });

  it('only refreshes the access token of a member session that is not due', () => {
    expect(sessionAction(expiring(member), NOW - DAY, NOW)).toBe('refresh');
  });

  it('never renews a visitor session: it refreshes near expiry, as before', () => {
    expect(sessionAction(visitor, null, NOW)).toBe('keep');
    expect(sessionAction(visitor, NOW - 30 * DAY, NOW)).toBe('keep');
    expect(sessionAction(expiring(visitor), null, NOW)).toBe('refresh');
  });

  it('moves the marker on a renewal only; a refresh keeps it; a visitor has none', () => {
    expect(nextRenewedAt(member, 'renew', NOW - 8 * DAY, NOW)).toBe(NOW);
    expect(nextRenewedAt(member, 'refresh', NOW - DAY, NOW)).toBe(NOW - DAY);
    expect(nextRenewedAt(member, 'refresh', null, NOW)).toBe(NOW);
    expect(nextRenewedAt(visitor, 'renew', NOW - DAY, NOW)).toBeNull();
  });

  it("ends a member's cookie a fixed time after its renewal; a visitor's is extended", () => {
    expect(sessionMaxAge(null, NOW)).toBe(SESSION_MAX_AGE_SECONDS);
    expect(sessionMaxAge(NOW, NOW)).toBe(SESSION_MAX_AGE_SECONDS);
    expect(sessionMaxAge(NOW - DAY, NOW)).toBe(SESSION_MAX_AGE_SECONDS - DAY);
    expect(sessionMaxAge(NOW - 60 * DAY, NOW)).toBe(0);
  });

  it('carries the marker in the session cookie', () => {
    expect(parseRenewedAt(serializeSession(member, NOW))).toBe(NOW);
    expect(parseRenewedAt(serializeSession(member))).toBeNull();
    expect(JSON.parse(serializeSession(visitor))).not.toHaveProperty('renewedAt');
    expect(parseRenewedAt('{"renewedAt":"soon"}')).toBeNull();
    expect(parseRenewedAt('{not json')).toBeNull();
    expect(parseRenewedAt(undefined)).toBeNull();
  });
});
