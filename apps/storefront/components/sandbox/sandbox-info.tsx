'use client';

import { useEffect } from 'react';
import { LOGIN_CALLBACK_PATH, STORAGE_KEYS } from '@/lib/constants';
import { isSandboxHost } from '@/lib/sandbox';
import { useModal } from '../modals/modal-provider';
import { readStored, writeStored } from '../storage/local-storage';

/** In a CodeSandbox preview, say which redirect URL login needs, until dismissed (item 13). */
export function SandboxInfo() {
  const { openModal } = useModal();

  useEffect(() => {
    if (!isSandboxHost(window.location.hostname)) return;
    if (readStored(STORAGE_KEYS.sandboxInfoModal) !== null) return;
    openModal('login-info', {
      redirectUrl: `${window.location.origin}${LOGIN_CALLBACK_PATH}`,
      onDontShowAgain: () => writeStored(STORAGE_KEYS.sandboxInfoModal, 'true'),
    });
  }, [openModal]);

  return null;
}
