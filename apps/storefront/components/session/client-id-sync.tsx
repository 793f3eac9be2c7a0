'use client';

import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';
import { useClient } from '../client/client-provider';
import { readStored, writeStored } from '../storage/local-storage';

/** A reset reloads the page; this keeps a stubborn stored id from reloading it forever. */
const RESET_AT_KEY = 'sessionResetAt';
const RESET_GUARD_MS = 10_000;
/** Once per page load, though Strict Mode (next dev) runs the effect twice: one new session. */
let resetStarted = false;

function resetRecently(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(RESET_AT_KEY)) < RESET_GUARD_MS;
  } catch {
    return false;
  }
}

async function resetSession(clientId: string) {
  const response = await fetch('/api/session/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`Session reset failed: ${response.status}`);
  writeStored(STORAGE_KEYS.storedClientId, clientId);
  try {
    window.sessionStorage.setItem(RESET_AT_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage the guard is off; the stored id above already stops a loop.
  }
  // The server dropped the old session: a full load renders without one.
  window.location.reload();
}

/**
 * Tokens belong to the client id that issued them: when the configured id changed since this
 * browser last stored it, the server drops the old session (issue item 8).
 */
export function ClientIdSync() {
  const { clientId } = useClient();

  useEffect(() => {
    const stored = readStored(STORAGE_KEYS.storedClientId);
    if (stored === clientId) return;
    if (stored === null || resetRecently()) {
      // A first visit: any session is (or will be) this id's.
      writeStored(STORAGE_KEYS.storedClientId, clientId);
      return;
    }
    if (resetStarted) return;
    resetStarted = true;
    resetSession(clientId).catch((error: unknown) => console.error('Error:', error));
  }, [clientId]);

  return null;
}
