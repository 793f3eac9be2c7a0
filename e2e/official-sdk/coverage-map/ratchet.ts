// The ratchet: what the committed map marks served must stay served. The map may grow freely.
import { REGENERATE } from './render';

export type ServedList = Record<string, string[]>;

/** Each committed `method (path)` the current map no longer serves. */
export function lostMethods(committed: ServedList, now: ServedList): string[] {
  return Object.entries(committed).flatMap(([method, paths]) =>
    paths.filter((path) => !now[method]?.includes(path)).map((path) => `${method} (${path})`),
  );
}

export const RATCHET_HINT =
  'These methods were served and are not any more (docs/sdk-coverage.md, e2e/official-sdk/coverage-map/served.json). ' +
  `Serve them again; if one is gone on purpose (a pin removed it), regenerate the map: ${REGENERATE}`;
