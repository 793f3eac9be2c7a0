'use client';

import { useCallback, useEffect, useRef } from 'react';
import { CONSTANTS_FILE, STORAGE_KEYS } from '@/lib/constants';
import { useClient } from '../client/client-provider';
import { useStoredValue, writeStored } from '../storage/local-storage';

/** Reminds the developer to use their own client id until they close it (issue items 5, 14). */
export function ClientIdToast() {
  const { isSampleClientId } = useClient();
  const closed = useStoredValue(STORAGE_KEYS.toastClosed);
  const toast = useRef<HTMLDivElement>(null);
  // undefined: not known before hydration, so nothing flashes for those who closed it.
  const shown = isSampleClientId && closed === null;

  const close = useCallback(() => {
    // The toast disappears: keep keyboard users in the page, not on <body>.
    const hadFocus = toast.current?.contains(document.activeElement) ?? false;
    writeStored(STORAGE_KEYS.toastClosed, 'true');
    if (hadFocus) document.getElementById('main')?.focus();
  }, []);

  // Escape closes it from anywhere, as a notification should, unless a modal is open: there
  // Escape belongs to the modal.
  useEffect(() => {
    if (!shown) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      close();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, close]);

  if (!shown) return null;

  return (
    <div className="toast" data-testid="client-id-toast" role="status" ref={toast}>
      <p>
        You are using the sample client id. Put your own in <code>CLIENT_ID</code> in{' '}
        <code>{CONSTANTS_FILE}</code> (or set <code>PLATFORM_CLIENT_ID</code>). Escape closes this.
      </p>
      <button type="button" className="icon-button" aria-label="Close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
