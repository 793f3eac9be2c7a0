export type RuleStatus = 'LIVE' | 'EXPIRED' | 'PENDING';

/**
 * A rule is live inside its active window: from inclusive, to exclusive; open ends are open. An
 * end that has passed is final: a window typed the wrong way round (a coupon's dates are not
 * checked against each other) is EXPIRED once its end has passed, never PENDING, as the real
 * platform counts a coupon `expired` by its expiration time alone.
 */
export function ruleStatus(
  window: { activeFrom: Date | null; activeTo: Date | null },
  now: Date,
): RuleStatus {
  if (window.activeTo && now >= window.activeTo) return 'EXPIRED';
  if (window.activeFrom && now < window.activeFrom) return 'PENDING';
  return 'LIVE';
}
