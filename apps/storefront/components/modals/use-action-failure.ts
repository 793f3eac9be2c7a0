'use client';

import { RedirectErrorCode } from '@headless/contract/error-codes';
import { useCallback } from 'react';
import { actionErrorOf } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import { useModal } from './modal-provider';

/**
 * Turns what a failed server action threw into its ActionError for the page to show; when the site
 * needs premium for `feature`, the upgrade modal opens first (every example treats it the same).
 */
export function useActionFailure(feature: string): (reason: unknown) => ActionError {
  const { openModal } = useModal();
  return useCallback(
    (reason: unknown) => {
      const failure = actionErrorOf(reason);
      if (failure.code === RedirectErrorCode.premiumRequired)
        openModal('premium-upgrade', { feature });
      return failure;
    },
    [openModal, feature],
  );
}
