'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { LoginInfoModal, type LoginInfoModalProps } from './login-info-modal';
import { PremiumUpgradeModal, type PremiumUpgradeModalProps } from './premium-upgrade-modal';

interface ModalPropsByType {
  'login-info': LoginInfoModalProps;
  'premium-upgrade': PremiumUpgradeModalProps;
}
export type ModalType = keyof ModalPropsByType;

type OpenModal = { [T in ModalType]: { type: T; props: ModalPropsByType[T] } }[ModalType];

interface ModalContextValue {
  /** The open modal, or null when all are closed. */
  modal: OpenModal | null;
  openModal<T extends ModalType>(type: T, props: ModalPropsByType[T]): void;
  closeModal(): void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

/** One place that owns which modal is open (issue item 4); at most one at a time. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<OpenModal | null>(null);
  const openModal = useCallback(<T extends ModalType>(type: T, props: ModalPropsByType[T]) => {
    setModal({ type, props } as OpenModal);
  }, []);
  const closeModal = useCallback(() => setModal(null), []);
  const value = useMemo(() => ({ modal, openModal, closeModal }), [modal, openModal, closeModal]);

  return (
    <ModalContext value={value}>
      {children}
      {modal?.type === 'login-info' && <LoginInfoModal {...modal.props} onClose={closeModal} />}
      {modal?.type === 'premium-upgrade' && (
        <PremiumUpgradeModal {...modal.props} onClose={closeModal} />
      )}
    </ModalContext>
  );
}

export function useModal(): ModalContextValue {
  const value = use(ModalContext);
  if (!value) throw new Error('useModal must be used within a ModalProvider');
  return value;
}
