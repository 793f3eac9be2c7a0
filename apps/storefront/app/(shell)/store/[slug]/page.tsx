import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { ErrorMessage } from '@/components/error-message/error-message';
import { PageShell } from '@/components/page-shell/page-shell';
import { ProductDetail } from '@/components/store/product-detail';
import { loadProductCart, loadProductPage, type ProductCartData } from '@/lib/store/load';
import type { ProductDetailView } from '@/lib/store/types';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

/** One read per request, shared by the title and the page. */
const load = cache((slug: string) => loadProductPage(slug));

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const data = await load((await params).slug);
  return { title: 'product' in data && data.product ? data.product.name : 'Store' };
}

/**
 * `/store/<slug>`: the product, server-rendered with its options, prices and stock, in the first
 * HTML. The response waits for the product only: the visitor's cart is read at the same time and
 * streams into the same response (docs/benchmarks.md, Home page); until it comes, and without
 * JavaScript, the product shows with its cart pending.
 */
export default async function ProductPage({ params }: ProductPageProps) {
  const { slug } = await params;
  const cart = loadProductCart(slug);
  // Handled where it is awaited; this only keeps a page that never awaits it (a missing product,
  // a redirect) from leaving an unhandled rejection behind.
  cart.catch(() => undefined);
  const data = await load(slug);
  if ('problem' in data) return <PageShell title="Store" problem={data.problem} />;
  if (!data.product) notFound();
  return (
    <PageShell title={data.product.name}>
      <Suspense fallback={<ProductDetail product={data.product} cart={null} cartPending />}>
        <ProductWithCart product={data.product} cart={cart} />
      </Suspense>
    </PageShell>
  );
}

async function ProductWithCart({
  product,
  cart,
}: {
  product: ProductDetailView;
  cart: Promise<ProductCartData>;
}) {
  const { cart: view, cartError } = await cart;
  return (
    <>
      {cartError && <ErrorMessage testId="store-error" message={cartError} />}
      <ProductDetail product={product} cart={view} />
    </>
  );
}
