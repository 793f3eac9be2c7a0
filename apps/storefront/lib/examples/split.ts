import type { Example } from './schema';

/** Shown nowhere in the shell's list (issue item 7), though its page exists. */
export const HIDDEN_SLUG = '/subscriptions';

export interface SplitExamples {
  installedExamples: Example[];
  uninstalledExamples: Example[];
}

/** An example is installed when its app index, orderId - 1, is in the installed list. */
export function splitExamples(
  examples: readonly Example[],
  installedAppsList: readonly number[],
): SplitExamples {
  const installed = new Set(installedAppsList);
  const shown = examples
    .filter((example) => example.data.slug !== HIDDEN_SLUG)
    .toSorted((a, b) => a.data.orderId - b.data.orderId);
  return {
    installedExamples: shown.filter((example) => installed.has(example.data.orderId - 1)),
    uninstalledExamples: shown.filter((example) => !installed.has(example.data.orderId - 1)),
  };
}
