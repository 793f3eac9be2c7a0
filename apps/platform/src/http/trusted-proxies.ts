import { BlockList, isIP } from 'node:net';

/**
 * Loopback: whose forwarded proto and host count while PLATFORM_TRUSTED_PROXIES lists none, so a
 * proxy on this machine (a dev proxy, the TLS front) needs no setup for the URLs handed out. Not
 * whose forwarded client addresses count: any process here could send them (client-address.ts).
 */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.0/8', '::1'];

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `address` or `address/prefix`, the prefix within its family's bits; else undefined. */
function parseEntry(entry: string): { address: string; prefix: number } | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  if (!bits || rest.length) return undefined;
  if (prefix === undefined) return { address, prefix: bits };
  const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return length <= bits ? { address, prefix: length } : undefined;
}

/**
 * PLATFORM_TRUSTED_PROXIES: comma-separated IPs or CIDRs, blanks dropped; unset or empty lists
 * none. A malformed entry stops the start: a typo would otherwise trust no proxy, silently.
 */
export function trustedProxiesOf(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!parseEntry(entry))
      throw new Error(
        `PLATFORM_TRUSTED_PROXIES must list IP addresses or CIDRs (10.0.0.0/8, ::1), got "${entry}"`,
      );
  }
  return entries;
}

/**
 * Whether a socket's peer address is one of the trusted proxies. BlockList matches an IPv4 rule
 * against the IPv4-mapped form too (`::ffff:127.0.0.1`, what a dual-stack socket reports).
 */
export function trustedPeerCheck(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, familyOf(parsed.address));
  }
  return (address) => Boolean(address && isIP(address) && list.check(address, familyOf(address)));
}
