import Link from 'next/link';
import { PageTitle } from '@/components/page-title/page-title';

/** An unknown or hidden product: said plainly, with the way back to the list. */
export default function ProductNotFound() {
  return (
    <>
      <PageTitle title="Product not found" />
      <p className="muted" data-testid="product-not-found">
        No product of this store has this address. It may have been renamed or taken down.
      </p>
      <Link className="button" href="/store">
        See all products
      </Link>
    </>
  );
}
