import type { Metadata } from 'next';
import { ExamplePage } from '@/components/example-page/example-page';
import { APPS } from '@/lib/constants';
import { loadExample } from '@/lib/example-data/load';
import { readProducts } from '@/lib/example-data/readers';
import { exampleFor } from '@/lib/examples/manifest';

const title = exampleFor(APPS.STORE)?.data.title ?? 'Ecommerce';

export const metadata: Metadata = { title };

export default async function StorePage() {
  const data = await loadExample(APPS.STORE, '/store', readProducts);
  return <ExamplePage title={title} data={data} empty="No products yet." />;
}
