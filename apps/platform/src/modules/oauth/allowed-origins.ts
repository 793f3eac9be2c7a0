/** An origin as a CSP source expression: a host name or bracketed IPv6, a port or `*`. */
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:(\*|\d{1,5}))?$/;

/**
 * The origins of a client's allowed redirect URIs (redirect-uris.ts), as CSP source expressions:
 * `http://localhost:*` stays a pattern, paths go. An entry that is no plain origin is left out.
 */
export function allowedOrigins(allowed: readonly string[]): string[] {
  const origins = allowed.flatMap((entry) => {
    const match = /^(https?):\/\/([^/?#]+)/i.exec(entry.toLowerCase());
    return match && AUTHORITY.test(match[2]!) ? [`${match[1]}://${match[2]}`] : [];
  });
  return [...new Set(origins)];
}
