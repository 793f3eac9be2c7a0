import type { Metadata } from 'next';
import { ExamplePage } from '@/components/example-page/example-page';
import { APPS } from '@/lib/constants';
import { loadExample } from '@/lib/example-data/load';
import { readPlans } from '@/lib/example-data/readers';
import { exampleFor } from '@/lib/examples/manifest';

const title = exampleFor(APPS.SUBSCRIPTIONS)?.data.title ?? 'Subscriptions';

export const metadata: Metadata = { title };

export default async function SubscriptionsPage() {
  const data = await loadExample(APPS.SUBSCRIPTIONS, '/subscriptions', readPlans);
  return <ExamplePage title={title} data={data} empty="No public plans yet." />;
}
