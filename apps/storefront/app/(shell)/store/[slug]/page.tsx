import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ErrorMessage } from '@/components/error-message/error-message';
import { PageShell } from '@/components/page-shell/page-shell';
import { ProductDetail } from '@/components/store/product-detail';
import { loadProductPage } from '@/lib/store/load';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

/** One read per request, shared by the title and the page. */
const load = cache((slug: string) => loadProductPage(slug));

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const data = await load((await params).slug);
  return { title: 'product' in data && data.product ? data.product.name : 'Store' };
}

/** `/store/<slug>`: the product, server-rendered with its options, prices and stock. */
export default async function ProductPage({ params }: ProductPageProps) {
  const data = await load((await params).slug);
  if ('problem' in data) return <PageShell title="Store" problem={data.problem} />;
  if (!data.product) notFound();
  return (
    <PageShell title={data.product.name}>
      {data.cartError && <ErrorMessage testId="store-error" message={data.cartError} />}
      <ProductDetail product={data.product} cart={data.cart} />
    </PageShell>
  );
}
