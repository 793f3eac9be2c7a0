const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * PLATFORM_PUBLIC_URL as an origin (`https://platform.example.com`, a trailing `/` allowed), or
 * undefined when unset. Anything else stops the start: a path or a query would be silently lost
 * from every URL the platform builds, and a typo would hand out broken links.
 */
export function publicUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const url = parsed(value);
  const isOrigin =
    url !== undefined &&
    url.protocol in DEFAULT_PORTS &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !/[?#]/.test(value);
  if (!isOrigin)
    throw new Error(
      'PLATFORM_PUBLIC_URL must be an http(s) origin without a path, query or credentials ' +
        `(like https://platform.example.com), got "${value}"`,
    );
  return url.origin;
}

/**
 * The `Host` values that name the public origin: `name:port`, and the bare name when the port is
 * the scheme's default (browsers leave it out). For the host check's allowlist.
 */
export function publicHostsOf(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  if (url.port) return [url.host];
  return [url.hostname, `${url.hostname}:${DEFAULT_PORTS[url.protocol]}`];
}
