'use client';

import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { LoginInfoModalProps } from './login-info-modal';
import type { PremiumUpgradeModalProps } from './premium-upgrade-modal';

// Every shell page has this provider, few pages ever open a modal: the dialogs' code is fetched
// when one opens, not with the page (docs/benchmarks.md, Home page: `/`'s JavaScript).
const LoginInfoModal = lazy(() =>
  import('./login-info-modal').then((module) => ({ default: module.LoginInfoModal })),
);
const PremiumUpgradeModal = lazy(() =>
  import('./premium-upgrade-modal').then((module) => ({ default: module.PremiumUpgradeModal })),
);

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
      <Suspense fallback={null}>
        {modal?.type === 'login-info' && <LoginInfoModal {...modal.props} onClose={closeModal} />}
        {modal?.type === 'premium-upgrade' && (
          <PremiumUpgradeModal {...modal.props} onClose={closeModal} />
        )}
      </Suspense>
    </ModalContext>
  );
}

export function useModal(): ModalContextValue {
  const value = use(ModalContext);
  if (!value) throw new Error('useModal must be used within a ModalProvider');
  return value;
}
