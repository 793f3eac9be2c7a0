import type { Metadata } from 'next';
import { EmptyNotice, PageShell } from '@/components/page-shell/page-shell';
import type { WithSearchParams } from '@/lib/search-params';
import { TicketOrderConfirmation } from '@/components/tickets/ticket-order-confirmation';
import { ErrorMessage } from '@/components/error-message/error-message';
import { TicketsFlow } from '@/components/tickets/tickets-flow';
import { APPS } from '@/lib/constants';
import { exampleFor } from '@/lib/examples/manifest';
import { loadTicketsPage } from '@/lib/tickets/load';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { ticketsReturnOf } from '@/lib/tickets/return-url';

const title = exampleFor(APPS.EVENTS)?.data.title ?? 'Events & Tickets';

export const metadata: Metadata = { title };

export default async function TicketsPage({ searchParams }: WithSearchParams) {
  const params = await searchParams;
  const { order, notice } = ticketsReturnOf(params);
  const data = await loadTicketsPage(order);
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  return (
    <PageShell title={title}>
      {data.order && <TicketOrderConfirmation order={data.order} />}
      {data.orderError && <ErrorMessage testId="tickets-error" message={data.orderError} />}
      {notice && <ReturnNotice notice={notice} />}
      {data.events.length === 0 ? (
        <EmptyNotice testId="tickets-empty">No upcoming events yet.</EmptyNotice>
      ) : (
        <TicketsFlow events={data.events} />
      )}
    </PageShell>
  );
}
