import type { Metadata } from 'next';
import { BookingConfirmation } from '@/components/booking/booking-confirmation';
import { BookingFlow } from '@/components/booking/booking-flow';
import { ErrorMessage } from '@/components/error-message/error-message';
import { EmptyNotice, PageShell } from '@/components/page-shell/page-shell';
import { firstParam, type WithSearchParams } from '@/lib/search-params';
import { APPS } from '@/lib/constants';
import { loadBookingPage } from '@/lib/booking/load';
import { safeTimeZone } from '@/lib/booking/time-zone';
import { exampleFor } from '@/lib/examples/manifest';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { bookingReturnOf } from '@/lib/booking/return-notice';

const title = exampleFor(APPS.BOOKINGS)?.data.title ?? 'Bookings';

export const metadata: Metadata = { title };

export default async function BookingPage({ searchParams }: WithSearchParams) {
  const params = await searchParams;
  const back = bookingReturnOf(params);
  const data = await loadBookingPage(back.bookingId, safeTimeZone(firstParam(params.tz)));
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  return (
    <PageShell title={title}>
      {data.booking && <BookingConfirmation booking={data.booking} />}
      {data.bookingError && (
        <ErrorMessage testId="booking-error" message={data.bookingError} logToConsole />
      )}
      {back.notice && <ReturnNotice notice={back.notice} />}
      {data.services.length === 0 ? (
        <EmptyNotice testId="booking-empty">
          No services yet. Locally, <code>npm run platform -- reset --yes</code> restores the demo
          services (and deletes all other local data).
        </EmptyNotice>
      ) : (
        <BookingFlow
          services={data.services}
          initialServiceId={
            data.services.some((s) => s.id === back.serviceId) ? back.serviceId : undefined
          }
        />
      )}
    </PageShell>
  );
}
