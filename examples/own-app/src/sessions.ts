// Each browser gets a random session id in an HttpOnly cookie; its visitor tokens stay on the
// server. Process memory keeps the starter small: a real app keeps them in a store that outlives a
// restart and is shared by its instances (or in an encrypted cookie).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Tokens } from '@wix/sdk';

const COOKIE = 'own_app_session';
const MAX_SESSIONS = 10_000;
const tokensBySession = new Map<string, Tokens>();

export interface Session {
  id: string;
  tokens: Tokens | undefined;
  /** Set-Cookie for a new session; undefined when the browser already has one. */
  setCookie: string | undefined;
}

export function sessionOf(request: IncomingMessage): Session {
  const id = cookieValue(request.headers.cookie ?? '', COOKIE);
  if (id && tokensBySession.has(id))
    return { id, tokens: tokensBySession.get(id), setCookie: undefined };
  const fresh = randomUUID();
  return {
    id: fresh,
    tokens: undefined,
    setCookie: `${COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax`,
  };
}

export function saveTokens(session: Session, tokens: Tokens): void {
  // Oldest first: a bounded map, so a client that never sends cookies cannot grow it forever.
  if (!tokensBySession.has(session.id) && tokensBySession.size >= MAX_SESSIONS) {
    const oldest = tokensBySession.keys().next().value;
    if (oldest !== undefined) tokensBySession.delete(oldest);
  }
  tokensBySession.set(session.id, tokens);
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
