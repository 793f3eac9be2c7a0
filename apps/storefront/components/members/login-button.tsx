'use client';

import { STORAGE_KEYS } from '@/lib/constants';
import { loginInfoRedirectUrl } from '@/lib/members/return-path';
import { useModal } from '../modals/modal-provider';
import { readStored, writeStored } from '../storage/local-storage';
import { startLogin } from './actions';
import { ErrorMessage } from '../error-message/error-message';
import { useMemberAction } from './use-member-action';

/**
 * Logs in through the platform's hosted page and comes back to `returnTo`. In a CodeSandbox
 * preview the login-info modal first says which redirect URL the OAuth app must allow (until
 * dismissed for good).
 */
export function LoginButton({ returnTo, label = 'Log in' }: { returnTo: string; label?: string }) {
  const { openModal } = useModal();
  const { start, error } = useMemberAction(startLogin);

  function login() {
    const dismissed = readStored(STORAGE_KEYS.sandboxInfoModal) !== null;
    const redirectUrl = loginInfoRedirectUrl(window.location, dismissed);
    if (!redirectUrl) return start(returnTo);
    openModal('login-info', {
      redirectUrl,
      onDontShowAgain: () => writeStored(STORAGE_KEYS.sandboxInfoModal, 'true'),
      onContinue: () => start(returnTo),
    });
  }

  return (
    <>
      <button type="button" className="button" onClick={login} data-testid="login-button">
        {label}
      </button>
      {error && <ErrorMessage testId="members-error" message={error} compact />}
    </>
  );
}
