import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title/page-title';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import type { PlatformProblem } from '@/lib/platform/problems';

/** The query string Next.js hands a page: the hosted pages' return parameters arrive in it. */

/**
 * The frame of an example page: its title, then either the problem that kept the page from
 * loading its data (and nothing else, since there is nothing to show) or the page's content.
 */
export function PageShell({
  title,
  problem,
  children,
}: {
  title: string;
  problem?: PlatformProblem;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} />
      {problem ? <PlatformErrorPanel problem={problem} /> : children}
    </>
  );
}

/** What an example page says when the site has nothing of its kind yet. */
export function EmptyNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="muted" data-testid={testId}>
      {children}
    </p>
  );
}
