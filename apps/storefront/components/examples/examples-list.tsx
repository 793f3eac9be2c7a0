import Link from 'next/link';
import { installRouteFor } from '@/lib/examples/manifest';
import type { Example } from '@/lib/examples/schema';
import { InstallAction } from './install-action';

/** The browser reports when these titles are first painted (the Element Timing API). */
const LIST_PAINT_TIMING = { elementtiming: 'examples-list' };

interface ExamplesListProps {
  installedExamples: Example[];
  uninstalledExamples: Example[];
  /** On the local platform apps are installed with its CLI, not from the app market. */
  localPlatform: boolean;
}

/** Installed examples as cards; the others under "Uninstalled apps" with their install page. */
export function ExamplesList({
  installedExamples,
  uninstalledExamples,
  localPlatform,
}: ExamplesListProps) {
  return (
    <>
      <section aria-labelledby="installed-heading">
        <h2 id="installed-heading">Installed apps</h2>
        {installedExamples.length === 0 && (
          <p className="muted">No example app is installed on this site yet.</p>
        )}
        <ul className="cards" data-testid="installed-examples">
          {installedExamples.map(({ _id, data }) => (
            <li key={_id}>
              <Link className="card" data-testid="example-card" href={data.slug}>
                {/* Element Timing: when the list is painted, as `npm run bench` measures it. */}
                <h3 className="card-title" {...LIST_PAINT_TIMING}>
                  {data.title}
                </h3>
                <p className="card-text">{data.description}</p>
                <span className="card-cta" aria-hidden="true">
                  Open example →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {uninstalledExamples.length > 0 && (
        <section data-testid="uninstalled-examples" aria-labelledby="uninstalled-heading">
          <h2 id="uninstalled-heading">Uninstalled apps</h2>
          <p className="muted">Install these apps on your site to try their examples.</p>
          <ul className="install-list">
            {uninstalledExamples.map((example) => (
              <li key={example._id} className="install-item">
                <span className="install-title">{example.data.title}</span>
                <InstallAction
                  title={example.data.title}
                  route={installRouteFor(example, localPlatform)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
