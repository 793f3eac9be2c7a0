export type RuleStatus = 'LIVE' | 'EXPIRED' | 'PENDING';

/**
 * A rule is live inside its active window: from inclusive, to exclusive; open ends are open. An
 * end that has passed is final, as the real platform counts a coupon `expired` by its expiration
 * time alone. (The database keeps every window the right way round: discount rules since 0006,
 * coupons since 0032.)
 */
export function ruleStatus(
  window: { activeFrom: Date | null; activeTo: Date | null },
  now: Date,
): RuleStatus {
  if (window.activeTo && now >= window.activeTo) return 'EXPIRED';
  if (window.activeFrom && now < window.activeFrom) return 'PENDING';
  return 'LIVE';
}
