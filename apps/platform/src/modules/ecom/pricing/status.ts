export type RuleStatus = 'LIVE' | 'EXPIRED' | 'PENDING';

/** A rule is live inside its active window: from inclusive, to exclusive; open ends are open. */
export function ruleStatus(
  window: { activeFrom: Date | null; activeTo: Date | null },
  now: Date,
): RuleStatus {
  if (window.activeFrom && now < window.activeFrom) return 'PENDING';
  if (window.activeTo && now >= window.activeTo) return 'EXPIRED';
  return 'LIVE';
}
