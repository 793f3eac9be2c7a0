/**
 * A cookie's value read as JSON, or undefined when it is missing or not JSON. Cookies come back
 * from the browser and may hold anything, so callers check the shape of what this returns.
 */
export function parseCookieJson(raw: string | undefined | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
