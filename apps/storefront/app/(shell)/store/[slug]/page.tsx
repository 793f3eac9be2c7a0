import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { ErrorMessage } from '@/components/error-message/error-message';
import { PageShell } from '@/components/page-shell/page-shell';
import {
  ProductCartPanel,
  ProductCartPending,
  ProductCartProvider,
} from '@/components/store/product-cart';
import { ProductDetail } from '@/components/store/product-detail';
import { loadProductCart, loadProductPage, type CartRead } from '@/lib/store/load';

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
 * `/store/<slug>`: the product, server-rendered with its options, prices and stock. The response
 * starts once the product is read; the visitor's cart, read at the same time, streams into the
 * same response (its panel is the only Suspense boundary, so without JavaScript the product and
 * its buy box are in the HTML once, and only the cart stays pending).
 */
export default async function ProductPage({ params }: ProductPageProps) {
  const { slug } = await params;
  const cart = loadProductCart(slug);
  // Awaited below, unless the page ends early (an outage, an unknown product).
  cart.catch(() => undefined);
  const data = await load(slug);
  if ('problem' in data) return <PageShell title="Store" problem={data.problem} />;
  if (!data.product) notFound();
  return (
    <PageShell title={data.product.name}>
      <ProductCartProvider>
        <ProductDetail
          product={data.product}
          cartPanel={
            <Suspense fallback={<ProductCartPending />}>
              <ProductCart read={cart} />
            </Suspense>
          }
        />
      </ProductCartProvider>
    </PageShell>
  );
}

async function ProductCart({ read }: { read: Promise<CartRead> }) {
  const { cart, cartError } = await read;
  return (
    <>
      {cartError && <ErrorMessage testId="store-error" message={cartError} />}
      <ProductCartPanel initial={cart} />
    </>
  );
}
