'use client';

import { createContext, use, type ReactNode } from 'react';

export interface ClientConfig {
  /** The OAuth client id the storefront server uses (read from its env at request time). */
  clientId: string;
  /** Still the built-in sample id from lib/constants.ts. */
  isSampleClientId: boolean;
}

const ClientContext = createContext<ClientConfig | null>(null);

/** Tokens never reach the browser; client components get the client's configuration only. */
export function ClientProvider({ value, children }: { value: ClientConfig; children: ReactNode }) {
  return <ClientContext value={value}>{children}</ClientContext>;
}

export function useClient(): ClientConfig {
  const value = use(ClientContext);
  if (!value) throw new Error('useClient must be used within a ClientProvider');
  return value;
}
