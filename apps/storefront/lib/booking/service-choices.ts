import type { Service } from '@headless/sdk/bookings';
import { formatDuration, formatMoney } from '../format';
import type { ServiceChoice } from './types';

/** `CLASS` → `Class`. */
function capitalize(word: string | undefined): string {
  return word ? word.charAt(0) + word.slice(1).toLowerCase() : '';
}

function priceOf(payment: Service['payment'] | undefined): string {
  switch (payment?.rateType) {
    case 'NO_FEE':
      return 'Free';
    case 'CUSTOM':
      return payment.custom?.description ?? '';
    case 'VARIED': {
      const price = payment.varied?.defaultPrice;
      const amount = price?.formattedValue ?? formatMoney(price?.value, price?.currency);
      return amount ? `From ${amount}` : '';
    }
    case 'FIXED':
    case 'SUBSCRIPTION':
    case undefined:
    default: {
      const price = payment?.fixed?.price;
      return price?.formattedValue ?? formatMoney(price?.value, price?.currency);
    }
  }
}

function minutesOf(service: Service): number | undefined {
  const constraints = service.schedule?.availabilityConstraints;
  return constraints?.durations?.[0]?.minutes ?? constraints?.sessionDurations?.[0];
}

export function toServiceChoice(service: Service): ServiceChoice {
  return {
    id: service.id,
    name: service.name || 'Untitled service',
    type: capitalize(service.type),
    duration: formatDuration(minutesOf(service)),
    price: priceOf(service.payment),
  };
}
