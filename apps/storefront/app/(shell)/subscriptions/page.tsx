import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import { MemberPanel } from '@/components/subscriptions/member-panel';
import { PlansFlow } from '@/components/subscriptions/plans-flow';
import {
  DeclinedNotice,
  PurchaseConfirmation,
  VisitorPurchaseNotice,
} from '@/components/subscriptions/purchase-confirmation';
import { SubscriptionsError } from '@/components/subscriptions/subscriptions-error';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { APPS } from '@/lib/constants';
import { canceledNotice } from '@/lib/platform/hosted-return';
import { exampleFor } from '@/lib/examples/manifest';
import { loadSubscriptionsPage } from '@/lib/subscriptions/load';
import { subscriptionsReturnOf } from '@/lib/subscriptions/return-url';

const title = exampleFor(APPS.SUBSCRIPTIONS)?.data.title ?? 'Subscriptions';

export const metadata: Metadata = { title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SubscriptionsPage({ searchParams }: { searchParams: SearchParams }) {
  const data = await loadSubscriptionsPage(subscriptionsReturnOf(await searchParams));
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
      {data.purchase && <PurchaseConfirmation purchase={data.purchase} />}
      {data.purchaseError && <SubscriptionsError message={data.purchaseError} />}
      {data.visitorPurchase && <VisitorPurchaseNotice planName={data.visitorPurchase.planName} />}
      {data.declined && <DeclinedNotice planName={data.declined.planName} />}
      {data.canceled && (
        <ReturnNotice
          notice={canceledNotice('No plan was bought; choose one when you are ready.')}
        />
      )}
      <MemberPanel member={data.member} orders={data.orders} />
      {data.ordersError && <SubscriptionsError message={data.ordersError} />}
      {data.plans.length === 0 ? (
        <p className="muted" data-testid="subscriptions-empty">
          No public plans yet.
        </p>
      ) : (
        <PlansFlow plans={data.plans} marks={data.marks} purchases={data.purchases} />
      )}
    </>
  );
}
