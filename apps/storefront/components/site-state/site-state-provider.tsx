'use client';

import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { SiteData } from '@/lib/site-data';

export interface SiteState extends SiteData {
  /** True until the startup fetch has finished, successfully or not. */
  loading: boolean;
}

const SiteStateContext = createContext<SiteState | null>(null);

async function fetchSiteData(): Promise<SiteData> {
  const response = await fetch('/api/site-info', { cache: 'no-store' });
  const body = (await response.json()) as SiteData & { status: string };
  if (!response.ok || body.status !== 'ok') throw new Error(`Site info failed: ${response.status}`);
  const { msid, installedAppsList, installedExamples, uninstalledExamples } = body;
  return { msid, installedAppsList, installedExamples, uninstalledExamples };
}

/**
 * The client state of issue item 6. The server already rendered the page from the same detection
 * results (`initial`); the startup fetch confirms them for client components.
 */
export function SiteStateProvider({
  initial,
  children,
}: {
  initial: SiteData;
  children: ReactNode;
}) {
  const [state, setState] = useState<SiteState>({ ...initial, loading: true });

  useEffect(() => {
    let active = true;
    fetchSiteData()
      .then((data) => active && setState({ ...data, loading: false }))
      .catch((error: unknown) => {
        console.error('Loading the site info failed', error);
        if (active) setState((current) => ({ ...current, loading: false }));
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <SiteStateContext value={state}>
      {children}
      <div
        hidden
        data-testid="site-state"
        data-loading={String(state.loading)}
        data-msid={state.msid ?? ''}
        data-installed-apps={state.installedAppsList.join(',')}
      />
    </SiteStateContext>
  );
}

export function useSiteState(): SiteState {
  const value = use(SiteStateContext);
  if (!value) throw new Error('useSiteState must be used within a SiteStateProvider');
  return value;
}
