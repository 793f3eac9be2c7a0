/** A same-origin path to go back to, never an open redirect. */
export function safeReturnPath(requestUrl: string, to: string | null): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return '/';
  const origin = new URL(requestUrl).origin;
  const target = new URL(to, origin);
  return target.origin === origin ? `${target.pathname}${target.search}` : '/';
}
