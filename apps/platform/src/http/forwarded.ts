import type { IncomingHttpHeaders } from 'node:http';

/** What a proxy says about the request as the client made it; either part may be missing. */
export interface ForwardedOrigin {
  proto?: string;
  host?: string;
}

/** Repeated header lines count as one comma list (RFC 9110 §5.3). */
function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** Splits at the separator outside quoted strings (RFC 7239 values may be quoted). */
function splitOutsideQuotes(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current];
}

/**
 * The right-most entry: the one our trusted peer added. An entry left of it came from further out,
 * possibly from the client itself, since proxies append to what they receive.
 */
function lastEntry(value: string): string | undefined {
  return splitOutsideQuotes(value, ',').pop()?.trim() || undefined;
}

/** `proto=` and `host=` of the right-most element of an RFC 7239 `Forwarded` header. */
function fromForwarded(header: string): ForwardedOrigin {
  const element = lastEntry(header);
  const found: ForwardedOrigin = {};
  for (const pair of splitOutsideQuotes(element ?? '', ';')) {
    const [name = '', ...rest] = pair.split('=');
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    const key = name.trim().toLowerCase();
    if (key === 'proto' || key === 'host') found[key] = value;
  }
  return found;
}

/**
 * The forwarded proto and host, unchecked: `Forwarded` first (the standard), then
 * `X-Forwarded-Proto` / `X-Forwarded-Host`, each part on its own.
 */
export function forwardedOriginOf(headers: IncomingHttpHeaders): ForwardedOrigin {
  const standard = fromForwarded(headerValue(headers.forwarded));
  return {
    proto: standard.proto ?? lastEntry(headerValue(headers['x-forwarded-proto'])),
    host: standard.host ?? lastEntry(headerValue(headers['x-forwarded-host'])),
  };
}

/** A `for=` node as an address: quotes, IPv6 brackets and a port dropped (RFC 7239 §6). */
function nodeAddress(node: string): string {
  const bare = node.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(bare);
  if (bracketed) return bracketed[1]!;
  return /^[^:]+:\d+$/.test(bare) ? bare.slice(0, bare.lastIndexOf(':')) : bare;
}

/** The `for=` of one `Forwarded` element; undefined when it has none. */
function forOfElement(element: string): string | undefined {
  for (const pair of splitOutsideQuotes(element, ';')) {
    const [name = '', ...rest] = pair.split('=');
    if (name.trim().toLowerCase() === 'for') return nodeAddress(rest.join('='));
  }
  return undefined;
}

/**
 * The client addresses the proxies reported, client first, nearest proxy's report last, unchecked:
 * `Forwarded`'s `for=` when that header is there (the standard), else `X-Forwarded-For`.
 */
export function forwardedForOf(headers: IncomingHttpHeaders): string[] {
  const standard = headerValue(headers.forwarded);
  if (standard.trim())
    return splitOutsideQuotes(standard, ',').map((element) => forOfElement(element) ?? '');
  const legacy = headerValue(headers['x-forwarded-for']);
  return legacy.trim() ? legacy.split(',').map(nodeAddress) : [];
}
