import type { Metadata } from 'next';
import { EmptyNotice, PageShell } from '@/components/page-shell/page-shell';
import type { WithSearchParams } from '@/lib/search-params';
import { MemberPanel } from '@/components/subscriptions/member-panel';
import { PlansFlow } from '@/components/subscriptions/plans-flow';
import {
  PurchaseConfirmation,
  VisitorPurchaseNotice,
} from '@/components/subscriptions/purchase-confirmation';
import { ErrorMessage } from '@/components/error-message/error-message';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { APPS } from '@/lib/constants';
import { exampleFor } from '@/lib/examples/manifest';
import { loadSubscriptionsPage } from '@/lib/subscriptions/load';
import { subscriptionsReturnOf } from '@/lib/subscriptions/return-url';

const title = exampleFor(APPS.SUBSCRIPTIONS)?.data.title ?? 'Subscriptions';

export const metadata: Metadata = { title };

export default async function SubscriptionsPage({ searchParams }: WithSearchParams) {
  const data = await loadSubscriptionsPage(subscriptionsReturnOf(await searchParams));
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  return (
    <PageShell title={title}>
      {data.purchase && <PurchaseConfirmation purchase={data.purchase} />}
      {data.purchaseError && (
        <ErrorMessage testId="subscriptions-error" message={data.purchaseError} logToConsole />
      )}
      {data.visitorPurchase && <VisitorPurchaseNotice planName={data.visitorPurchase.planName} />}
      {data.notice && <ReturnNotice notice={data.notice} />}
      <MemberPanel member={data.member} orders={data.orders} />
      {data.ordersError && (
        <ErrorMessage testId="subscriptions-error" message={data.ordersError} logToConsole />
      )}
      {data.plans.length === 0 ? (
        <EmptyNotice testId="subscriptions-empty">No public plans yet.</EmptyNotice>
      ) : (
        <PlansFlow plans={data.plans} marks={data.marks} purchases={data.purchases} />
      )}
    </PageShell>
  );
}
