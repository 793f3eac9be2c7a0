// Where the REST reference documents a method on another path than the one the SDK sends with an
// API key (its `www.wixapis.com` table), each with the reference page that says so. Every other
// method's reference path is taken to be that `www` path. Gathered for the modules a headless
// site uses; add a row only from a reference page.
import type { Request } from './map';

interface ReferencePath extends Request {
  page: string;
}

const OVERRIDES: Record<string, ReferencePath> = {};

export function referenceOverride(
  packageName: string,
  module: string,
  name: string,
): ReferencePath | undefined {
  return OVERRIDES[`${packageName} ${module}.${name}`];
}
