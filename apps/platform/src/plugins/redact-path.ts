/** What the request log keeps of a URL: no secrets, bounded length. */
const SECRET_PARAM = /token|code|secret|password|passwd|key|auth|session|state|signature|verifier/i;
/** Paths whose last segment is itself the secret (the recovery link). */
const SECRET_SEGMENT_PREFIXES = ['/hosted/login-reset/'];
const MAX_LENGTH = 512;

export function redactPath(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const prefix of SECRET_SEGMENT_PREFIXES) {
    if (path.startsWith(prefix)) path = `${prefix}[redacted]`;
  }
  const query = q === -1 ? '' : redactQuery(url.slice(q + 1));
  const full = query ? `${path}?${query}` : path;
  return full.length > MAX_LENGTH ? `${full.slice(0, MAX_LENGTH - 1)}…` : full;
}

function redactQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
