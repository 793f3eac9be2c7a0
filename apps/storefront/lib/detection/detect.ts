import 'server-only';
import type { AppIndex } from '../constants';
import { problemKindOf } from '../platform/problems';

/** Resolves when the app answers; what it resolves to says whether the app is installed. */
export type Probe = () => Promise<boolean>;
export type Probes = Record<AppIndex, Probe>;

/**
 * Runs every probe in parallel (issue item 10). An app counts as installed when its probe answers
 * true, and as not installed on any error, except the errors that mean the platform itself is out
 * of reach or refuses our client id: those are rethrown, because "nothing installed" would be a
 * lie (item 17).
 */
export async function runProbes(probes: Probes): Promise<AppIndex[]> {
  const apps = Object.keys(probes).map(Number) as AppIndex[];
  const results = await Promise.allSettled(apps.map((app) => probes[app]()));
  const fatal = results.find(
    (result): result is PromiseRejectedResult =>
      result.status === 'rejected' && problemKindOf(result.reason) !== null,
  );
  if (fatal) throw fatal.reason;
  return apps
    .filter((_, i) => {
      const result = results[i];
      return result?.status === 'fulfilled' && result.value;
    })
    .sort((a, b) => a - b);
}
