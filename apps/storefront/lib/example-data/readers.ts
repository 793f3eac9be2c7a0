import { formatDate, formatMoney } from '../format';
import type { PlatformClient } from '../platform/clients';
import type { ExampleItem } from './types';

const LIMIT = 20;

/** `CLASS` → `Class`. */
function capitalize(word: string | undefined): string {
  return word ? word.charAt(0) + word.slice(1).toLowerCase() : '';
}

export async function readServices(client: PlatformClient): Promise<ExampleItem[]> {
  const { items } = await client.services.queryServices().limit(LIMIT).find();
  return items.map((service, i) => {
    const price = service.payment?.fixed?.price;
    return {
      id: service.id ?? `service-${i}`,
      name: service.name ?? 'Untitled service',
      details: [capitalize(service.type), service.tagLine ?? ''].filter(Boolean),
      price: price?.formattedValue ?? formatMoney(price?.value, price?.currency),
    };
  });
}

export async function readProducts(client: PlatformClient): Promise<ExampleItem[]> {
  const { items } = await client.products.queryProducts().limit(LIMIT).find();
  return items.map((product, i) => {
    const price = product.priceData ?? product.price;
    return {
      id: product.id ?? `product-${i}`,
      name: product.name ?? 'Untitled product',
      details: (product.productOptions ?? []).map((option) => option.name ?? '').filter(Boolean),
      price: price?.formatted?.price ?? formatMoney(price?.price, price?.currency),
    };
  });
}

export async function readEvents(client: PlatformClient): Promise<ExampleItem[]> {
  const { items } = await client.events.queryEvents().limit(LIMIT).find();
  return items.map((event, i) => {
    const when = event.dateAndTimeSettings;
    const date = when?.formatted?.dateAndTime ?? formatDate(when?.startDate, when?.timeZoneId);
    return {
      id: event.id ?? `event-${i}`,
      name: event.title ?? 'Untitled event',
      details: [date, event.location?.name ?? ''].filter(Boolean),
    };
  });
}
