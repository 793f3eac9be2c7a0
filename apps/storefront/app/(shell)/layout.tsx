import type { ReactNode } from 'react';
import { ShellHeader } from '@/components/frame/shell-header';
import { ClientProvider } from '@/components/client/client-provider';
import { LoadingProvider } from '@/components/loader/loading-provider';
import { ModalProvider } from '@/components/modals/modal-provider';
import { SandboxInfo } from '@/components/sandbox/sandbox-info';
import { ClientIdSync } from '@/components/session/client-id-sync';
import { SiteStateProvider } from '@/components/site-state/site-state-provider';
import { ClientIdToast } from '@/components/toast/client-id-toast';
import { readEnv, usesSampleClientId } from '@/lib/env';
import { getSiteInfo, toSiteData } from '@/lib/site-info';

// Every shell page reads the session cookie and the env at request time, never at build time.
export const dynamic = 'force-dynamic';

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const env = readEnv();
  const info = await getSiteInfo();
  const site = toSiteData(info);
  return (
    <ClientProvider value={{ clientId: env.clientId, isSampleClientId: usesSampleClientId(env) }}>
      <ShellHeader site={info} />
      <SiteStateProvider initial={site}>
        <LoadingProvider>
          <ModalProvider>
            {/* Before the content: on a phone it is a notice at the top of the page (globals.css). */}
            <ClientIdToast />
            <main id="main" className="container main" tabIndex={-1}>
              {children}
            </main>
            <ClientIdSync />
            <SandboxInfo />
          </ModalProvider>
        </LoadingProvider>
      </SiteStateProvider>
    </ClientProvider>
  );
}
