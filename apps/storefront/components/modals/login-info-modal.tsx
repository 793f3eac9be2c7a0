'use client';

import { useState } from 'react';
import { Dialog } from './dialog';

const COPY_LABELS = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

export interface LoginInfoModalProps {
  /** The URL to add to the OAuth app's allowed redirect URLs. */
  redirectUrl: string;
  /** Offered as "Don't show again" when given. */
  onDontShowAgain?: () => void;
  /** Offered as "Continue to log in" when the modal interrupts a login the member started. */
  onContinue?: () => void;
}

/** Explains which redirect URL the OAuth app must allow before member login works here. */
export function LoginInfoModal({
  redirectUrl,
  onDontShowAgain,
  onContinue,
  onClose,
}: LoginInfoModalProps & { onClose(): void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  function copyUrl() {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(redirectUrl))
      .then(() => setCopy('copied'))
      .catch((error: unknown) => {
        console.error('Copying the redirect URL failed', error);
        // Say so: a button that silently does nothing reads as "copied".
        setCopy('failed');
      });
  }

  /** Every choice closes the modal, then goes on with the login it interrupted, if any. */
  function closeAndContinue() {
    onClose();
    onContinue?.();
  }

  return (
    <Dialog title="Allow this URL for login" onClose={onClose} testId="login-info-modal">
      <p>
        Member login sends visitors back to this storefront. Add this URL to your OAuth app&apos;s
        allowed redirect URLs, or the platform will refuse to return here:
      </p>
      <div className="copy-row">
        <code data-testid="redirect-url">{redirectUrl}</code>
        <button type="button" className="button button-secondary" onClick={copyUrl}>
          {COPY_LABELS[copy]}
        </button>
      </div>
      <div className="modal-actions">
        {onDontShowAgain && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              onDontShowAgain();
              closeAndContinue();
            }}
          >
            Don&apos;t show again
          </button>
        )}
        <button type="button" className="button" onClick={closeAndContinue}>
          {onContinue ? 'Continue to log in' : 'Got it'}
        </button>
      </div>
    </Dialog>
  );
}
