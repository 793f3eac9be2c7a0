/**
 * Which `Host` this storefront answers: the platform's rule (apps/platform/src/plugins/
 * host-check.ts), so a page that rebinds its own name to 127.0.0.1 reads nothing here (its
 * /api/webhooks feed, its pages): loopback names on the port it listens on, plus
 * STOREFRONT_ALLOWED_HOSTS.
 */

/** `name` or `name:port`, with a bracketed IPv6 literal as the name; nothing else is a Host. */
const HOST_SYNTAX = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface HostRule {
  /** The port it listens on (Next sets PORT once it does); undefined: any port. */
  port: number | undefined;
  /** STOREFRONT_ALLOWED_HOSTS entries, lower case: `name` (any port) or `name:port`. */
  allowedHosts: readonly string[];
}

/** The rule from the environment, read per request like every other setting (lib/env.ts). */
export function hostRuleOf(env: Record<string, string | undefined>): HostRule {
  const port = Number(env['PORT']);
  return {
    port: Number.isInteger(port) && port > 0 ? port : undefined,
    allowedHosts: (env['STOREFRONT_ALLOWED_HOSTS'] ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Whether one `Host` value names this storefront; a missing port means 80, as the browser meant. */
export function isAllowedHost(header: string | null | undefined, rule: HostRule): boolean {
  const match = header ? HOST_SYNTAX.exec(header.toLowerCase()) : null;
  if (!match) return false;
  const name = match[1]!;
  const port = Number(match[2] ?? 80);
  if (LOOPBACK_NAMES.has(name) && (rule.port === undefined || rule.port === port)) return true;
  return rule.allowedHosts.some((entry) => entry === name || entry === `${name}:${port}`);
}

/**
 * The host the request names that this storefront does not answer, or undefined when all pass.
 * Besides `Host`, the `X-Forwarded-Host` a proxy sends (its first entry, the one
 * lib/storefront-origin.ts builds return URLs on) must pass too: a proxy's public name is listed
 * like any other.
 */
export function foreignHostOf(headers: Headers, rule: HostRule): string | undefined {
  const host = headers.get('host');
  if (!isAllowedHost(host, rule)) return host ?? '';
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded && !isAllowedHost(forwarded, rule)) return forwarded;
  return undefined;
}

/** The 421 a foreign host gets: what this storefront answers and how to add a name. */
export function misdirected(host: string, rule: HostRule): Response {
  const own = `localhost, 127.0.0.1 and [::1]${rule.port === undefined ? '' : ` on port ${rule.port}`}`;
  const what = host ? `the host "${host.slice(0, 200)}"` : 'a request without a Host header';
  const message =
    `This storefront does not answer ${what}: it answers ${own}. ` +
    'To reach it under another name, list that name (or name:port) in STOREFRONT_ALLOWED_HOSTS.\n';
  return new Response(message, {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
