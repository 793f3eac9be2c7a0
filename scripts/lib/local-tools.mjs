import { randomBytes } from 'node:crypto';

/**
 * The platform's local tools (inspector, mail outbox) need a token in their forms, and in their
 * URL when the platform listens beyond loopback. `npm start` makes one per run (unless
 * PLATFORM_TOOLS_TOKEN is set), hands it to the platform and prints it, as Jupyter does.
 */
export function toolsTokenFor(env = process.env) {
  return env.PLATFORM_TOOLS_TOKEN || randomBytes(24).toString('base64url');
}

/** 127.0.0.0/8, ::1 and localhost; the platform's default PLATFORM_HOST is 127.0.0.1. */
export function isLoopbackHost(host = '127.0.0.1') {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The banner's lines about the tools: the inspector's URL (with the token when the platform is
 * reachable from elsewhere) and, then, how other machines get in.
 * @param {string} platformUrl
 * @param {{ listenHost?: string, token: string }} options
 */
export function toolsBanner(platformUrl, { listenHost, token }) {
  const url = new URL('/inspector', platformUrl);
  if (isLoopbackHost(listenHost)) return [`Inspector:  ${url.href}`];
  url.searchParams.set('token', token);
  return [
    `Inspector:  ${url.href}`,
    `            (listening on ${listenHost}: the inspector and mail outbox need this token;`,
    '             other machines reach the platform once PLATFORM_ALLOWED_HOSTS names this one)',
  ];
}
