import type { Metadata } from 'next';
import { ExamplePage } from '@/components/example-page/example-page';
import { APPS } from '@/lib/constants';
import { loadExample } from '@/lib/example-data/load';
import { readEvents } from '@/lib/example-data/readers';
import { exampleFor } from '@/lib/examples/manifest';

const title = exampleFor(APPS.EVENTS)?.data.title ?? 'Events & Tickets';

export const metadata: Metadata = { title };

export default async function TicketsPage() {
  const data = await loadExample(APPS.EVENTS, '/tickets', readEvents);
  return <ExamplePage title={title} data={data} empty="No upcoming events yet." />;
}
