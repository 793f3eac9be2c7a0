import type { Metadata } from 'next';
import { ExamplePage } from '@/components/example-page/example-page';
import { APPS } from '@/lib/constants';
import { loadExample } from '@/lib/example-data/load';
import { readServices } from '@/lib/example-data/readers';
import { exampleFor } from '@/lib/examples/manifest';

const title = exampleFor(APPS.BOOKINGS)?.data.title ?? 'Bookings';

export const metadata: Metadata = { title };

export default async function BookingPage() {
  const data = await loadExample(APPS.BOOKINGS, '/booking', readServices);
  return <ExamplePage title={title} data={data} empty="No services yet." />;
}
