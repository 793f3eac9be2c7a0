import type { ExampleData } from '@/lib/example-data/types';
import { PageTitle } from '../page-title/page-title';
import { PlatformErrorPanel } from '../platform-error/platform-error-panel';

interface ExamplePageProps {
  title: string;
  data: ExampleData;
  /** What to say when the site has nothing to list yet. */
  empty: string;
}

/** An example page for now: its title and a read-only list from the platform. */
export function ExamplePage({ title, data, empty }: ExamplePageProps) {
  return (
    <>
      <PageTitle title={title} />
      {'problem' in data ? (
        <PlatformErrorPanel problem={data.problem} />
      ) : (
        <>
          {data.items.length === 0 && <p className="muted">{empty}</p>}
          <ul className="items" data-testid="example-items">
            {data.items.map((item) => (
              <li key={item.id} className="item">
                <div>
                  <h2 className="item-name">{item.name}</h2>
                  {item.details.length > 0 && (
                    <p className="item-details">{item.details.join(' · ')}</p>
                  )}
                </div>
                {item.price && <span className="item-price">{item.price}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
