import 'server-only';
import type { Tokens } from '@headless/sdk';
import type { StorefrontEnv } from '../env';
import { needsRefresh } from '../session';
import { learnClientSite } from '../session-owner';
import { createAuthClient } from './clients';

const READER = Symbol.for('headless-storefront.public-reader');

interface Reader {
  /** The client and platform it was issued for: a changed setting starts another. */
  key: string;
  tokens: Promise<Tokens>;
  /** The tokens, once issued. */
  issued?: Tokens;
}

function holder(): { [READER]?: Reader } {
  return globalThis as { [READER]?: Reader };
}

/**
 * The storefront's own anonymous visitor, for what a page shows everyone (products, services,
 * events, plans) to a visitor who has no session yet: one token call per process and token
 * lifetime instead of one per new visitor, so their first page waits for no token call. Never
 * written to a cookie and never used for a change: a visitor's cart, booking or reservation is
 * made with a session of their own (lib/platform/visitor-session.ts). One per process, shared by
 * every bundle, as detection's cache.
 */
export async function publicReaderTokens(env: StorefrontEnv): Promise<Tokens> {
  const key = `${env.apiBaseUrl} ${env.clientId}`;
  const held = holder()[READER];
  if (held?.key === key) {
    const tokens = await held.tokens.catch(() => null);
    if (tokens && !needsRefresh(tokens)) return tokens;
    // Another caller may have started the next one meanwhile.
    const now = holder()[READER];
    if (now && now !== held && now.key === key) return now.tokens;
  }
  return startReader(env, key).tokens;
}

function startReader(env: StorefrontEnv, key: string): Reader {
  const tokens = createAuthClient(env).auth.generateVisitorTokens();
  const reader: Reader = { key, tokens };
  holder()[READER] = reader;
  tokens.then(
    (issued) => {
      reader.issued = issued;
      learnClientSite(env.clientId, issued);
    },
    () => {
      // A failure is not kept: the next page asks again.
      if (holder()[READER] === reader) delete holder()[READER];
    },
  );
  return reader;
}

/** The platform refused the reader's token (a reset platform): the next read starts another. */
export function forgetPublicReader(tokens: Tokens): void {
  const held = holder()[READER];
  if (held?.issued?.accessToken.value === tokens.accessToken.value) delete holder()[READER];
}
