import type { Example } from './examples/schema';

/** What the browser may know about the site: no tokens, just the outcome of detection. */
export interface SiteData {
  msid: string | null;
  installedAppsList: number[];
  installedExamples: Example[];
  uninstalledExamples: Example[];
}
