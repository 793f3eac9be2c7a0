import type { Metadata } from 'next';
import Link from 'next/link';
import { InstallAction } from '@/components/examples/install-action';
import { installsWithCli } from '@/lib/env';
import { appIndexByName, exampleFor, installRouteFor } from '@/lib/examples/manifest';
import type { WithSearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'App not installed' };

/** Where an example page sends visitors when its app is not installed (issue item 16). */
export default async function AppNotInstalledPage({ searchParams }: WithSearchParams) {
  const { app: raw } = await searchParams;
  const name = typeof raw === 'string' ? raw : undefined;
  const app = appIndexByName(name);
  const example = app === undefined ? undefined : exampleFor(app);
  if (!name || !example) {
    return (
      <div className="message-page">
        <h1>Page not found</h1>
        <Link className="button" href="/">
          Back to the examples
        </Link>
      </div>
    );
  }
  // The example's own title, as its card and its page name it.
  const title = example.data.title;
  return (
    <div className="message-page">
      <h1>{title} is not installed on this site</h1>
      <p className="muted">Install the app on your site, then come back to try its example.</p>
      <div className="actions">
        <InstallAction title={title} route={installRouteFor(example, installsWithCli())} primary />
        <Link className="button button-secondary" href="/">
          Back to the examples
        </Link>
      </div>
    </div>
  );
}
