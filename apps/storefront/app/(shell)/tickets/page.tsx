import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import { TicketOrderConfirmation } from '@/components/tickets/ticket-order-confirmation';
import { ErrorMessage } from '@/components/error-message/error-message';
import { TicketsFlow } from '@/components/tickets/tickets-flow';
import { APPS } from '@/lib/constants';
import { exampleFor } from '@/lib/examples/manifest';
import { loadTicketsPage } from '@/lib/tickets/load';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { canceledNotice } from '@/lib/platform/hosted-return';
import { ticketsCheckoutCanceled, ticketsReturnOf } from '@/lib/tickets/return-url';

const title = exampleFor(APPS.EVENTS)?.data.title ?? 'Events & Tickets';

export const metadata: Metadata = { title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function TicketsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const data = await loadTicketsPage(ticketsReturnOf(params));
  if ('problem' in data) {
    return (
      <>
        <PageTitle title={title} />
        <PlatformErrorPanel problem={data.problem} />
      </>
    );
  }
  return (
    <>
      <PageTitle title={title} />
      {data.order && <TicketOrderConfirmation order={data.order} />}
      {data.orderError && <ErrorMessage testId="tickets-error" message={data.orderError} />}
      {ticketsCheckoutCanceled(params) && (
        <ReturnNotice
          notice={canceledNotice('No tickets were bought; choose them again when you are ready.')}
        />
      )}
      {data.events.length === 0 ? (
        <p className="muted" data-testid="tickets-empty">
          No upcoming events yet.
        </p>
      ) : (
        <TicketsFlow events={data.events} />
      )}
    </>
  );
}
