import type { PlatformProblem } from '../platform/problems';

export interface ExampleItem {
  id: string;
  name: string;
  /** Secondary facts, e.g. the type or the date. */
  details: string[];
  price?: string;
}

export type ExampleData = { items: ExampleItem[] } | { problem: PlatformProblem };
