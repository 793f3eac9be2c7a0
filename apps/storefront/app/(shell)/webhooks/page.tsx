import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { EventsFeed } from '@/components/webhooks/events-feed';

const title = 'Webhooks';

export const metadata: Metadata = { title };

/**
 * Not in the shell's list of examples (it is no app to install, like /subscriptions is hidden),
 * but reachable: the events the platform delivered to /api/webhooks, newest first.
 */
export default function WebhooksPage() {
  return (
    <>
      <PageTitle title={title} />
      <p className="lead">
        The latest webhook events this storefront received, verified with the platform&apos;s public
        key. The list updates as they arrive.
      </p>
      <EventsFeed />
    </>
  );
}
