/** One error of a cause chain, with the fields the driver (pg) sets. */
export interface CauseLink {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error of the chain that matches (Drizzle wraps the driver's error), if any. */
export function findInCauseChain(
  error: unknown,
  matches: (link: CauseLink) => boolean,
): CauseLink | undefined {
  let link = error;
  for (let depth = 0; depth <= 5 && typeof link === 'object' && link !== null; depth++) {
    if (matches(link)) return link;
    link = (link as CauseLink).cause;
  }
  return undefined;
}
