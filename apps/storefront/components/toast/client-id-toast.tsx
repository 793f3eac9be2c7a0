'use client';

import { CONSTANTS_FILE, STORAGE_KEYS } from '@/lib/constants';
import { useClient } from '../client/client-provider';
import { useStoredValue, writeStored } from '../storage/local-storage';

/** Reminds the developer to use their own client id until they close it (issue items 5, 14). */
export function ClientIdToast() {
  const { isSampleClientId } = useClient();
  const closed = useStoredValue(STORAGE_KEYS.toastClosed);
  // undefined: not known before hydration, so nothing flashes for those who closed it.
  if (!isSampleClientId || closed !== null) return null;

  return (
    <div className="toast" data-testid="client-id-toast" role="status">
      <p>
        You are using the sample client id. Put your own in <code>CLIENT_ID</code> in{' '}
        <code>{CONSTANTS_FILE}</code> (or set <code>PLATFORM_CLIENT_ID</code>).
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label="Close"
        onClick={() => {
          writeStored(STORAGE_KEYS.toastClosed, 'true');
          // The button disappears with the toast: keep keyboard users in the page, not on <body>.
          document.getElementById('main')?.focus();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
