import { ChoiceList } from '@/components/choice-list/choice-list';
import type { ServiceChoice } from '@/lib/booking/types';

interface ServiceChoicesProps {
  services: ServiceChoice[];
  selected: string | null;
  onChange(id: string): void;
}

/** Each move between services loads that service's slots. */
export function ServiceChoices({ services, selected, onChange }: ServiceChoicesProps) {
  const choices = services.map((service) => ({
    id: service.id,
    title: service.name,
    details: [{ text: [service.type, service.duration].filter(Boolean).join(' · ') }],
    aside: { text: service.price, kind: 'price' as const },
  }));
  return (
    <ChoiceList
      legend="Choose a service"
      name="service"
      choices={choices}
      selected={selected}
      onChange={onChange}
      testId="booking-services"
      choiceTestId="booking-service"
    />
  );
}
