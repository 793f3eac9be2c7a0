import { reject } from './webhook-error';

/** Five minutes: long enough for clock skew and a slow hop, short enough to blunt replays. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * The platform signs at each attempt, so `iat` is the attempt's time: a token signed long ago is
 * a replay, not a retry. `exp`, when present, is honoured as is.
 */
export function checkTimes(
  claims: Record<string, unknown>,
  nowMs: number,
  toleranceSeconds: number,
) {
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) {
    reject('MALFORMED_TOKEN', 'The token has no numeric iat claim.');
  }
  if (exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp))) {
    reject('MALFORMED_TOKEN', 'The token has a non-numeric exp claim.');
  }
  const now = nowMs / 1000;
  if (exp !== undefined && now >= exp) {
    reject('TOKEN_EXPIRED', `The token expired at ${isoOf(exp)}.`);
  }
  if (now - iat > toleranceSeconds) {
    reject(
      'EVENT_TOO_OLD',
      `The token was signed at ${isoOf(iat)}, more than ${toleranceSeconds}s ago.`,
    );
  }
  if (iat - now > toleranceSeconds) {
    reject('ISSUED_IN_FUTURE', `The token claims to be signed at ${isoOf(iat)}, in the future.`);
  }
}

function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
