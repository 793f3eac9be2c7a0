import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import { ReturnNotice } from '@/components/hosted-return/return-notice';
import { CheckoutReturnNotice } from '@/components/store/checkout-return-notice';
import { OrderConfirmation } from '@/components/store/order-confirmation';
import { ErrorMessage } from '@/components/error-message/error-message';
import { StoreFlow } from '@/components/store/store-flow';
import { APPS } from '@/lib/constants';
import { exampleFor } from '@/lib/examples/manifest';
import { loadStorePage } from '@/lib/store/load';
import { canceledNotice } from '@/lib/platform/hosted-return';
import { checkoutReturnOf } from '@/lib/store/checkout-return';

const title = exampleFor(APPS.STORE)?.data.title ?? 'Store';

export const metadata: Metadata = { title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function StorePage({ searchParams }: { searchParams: SearchParams }) {
  const returned = checkoutReturnOf(await searchParams);
  const data = await loadStorePage(returned.orderId);
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
      {data.order && <OrderConfirmation order={data.order} />}
      {data.orderError && <ErrorMessage testId="store-error" message={data.orderError} />}
      {returned.declined && <CheckoutReturnNotice status={returned.paymentStatus} />}
      {returned.canceled && <ReturnNotice notice={canceledNotice('Your cart is unchanged.')} />}
      {data.cartError && <ErrorMessage testId="store-error" message={data.cartError} />}
      {data.products.length === 0 ? (
        <p className="muted" data-testid="store-empty">
          No products yet. Locally, <code>npm run platform -- reset --yes</code> restores the demo
          products (and deletes all other local data).
        </p>
      ) : (
        <StoreFlow products={data.products} cart={data.cart} />
      )}
    </>
  );
}
