import type { Metadata } from 'next';
import { EmptyNotice, PageShell } from '@/components/page-shell/page-shell';
import type { WithSearchParams } from '@/lib/search-params';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { OrderConfirmation } from '@/components/store/order-confirmation';
import { ErrorMessage } from '@/components/error-message/error-message';
import { StoreFlow } from '@/components/store/store-flow';
import { APPS } from '@/lib/constants';
import { exampleFor } from '@/lib/examples/manifest';
import { listQueryOf } from '@/lib/store/list-query';
import { loadStorePage } from '@/lib/store/load';
import { checkoutReturnOf } from '@/lib/store/checkout-return';

const title = exampleFor(APPS.STORE)?.data.title ?? 'Store';

export const metadata: Metadata = { title };

export default async function StorePage({ searchParams }: WithSearchParams) {
  const params = await searchParams;
  const returned = checkoutReturnOf(params);
  const query = listQueryOf(params);
  const data = await loadStorePage(query, returned.orderId);
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  const noneAtAll =
    data.page.products.length === 0 && !query.search && !query.page && !query.collection;
  return (
    <PageShell title={title}>
      {data.order && <OrderConfirmation order={data.order} />}
      {data.orderError && <ErrorMessage testId="store-error" message={data.orderError} />}
      {returned.notice && <ReturnNotice notice={returned.notice} />}
      {data.cartError && <ErrorMessage testId="store-error" message={data.cartError} />}
      {noneAtAll ? (
        <EmptyNotice testId="store-empty">
          No products yet. Locally, <code>npm run platform -- reset --yes</code> restores the demo
          products (and deletes all other local data).
        </EmptyNotice>
      ) : (
        <StoreFlow page={data.page} chooser={data.chooser} query={query} cart={data.cart} />
      )}
    </PageShell>
  );
}
