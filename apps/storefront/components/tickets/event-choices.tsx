import { ChoiceList } from '@/components/choice-list/choice-list';
import type { EventChoice } from '@/lib/tickets/types';

const REGISTRATION_LABEL: Record<EventChoice['registration'], string> = {
  RSVP: 'RSVP',
  TICKETING: 'Tickets',
  OTHER: '',
};

interface EventChoicesProps {
  events: EventChoice[];
  selected: string | null;
  onChange(id: string): void;
}

export function EventChoices({ events, selected, onChange }: EventChoicesProps) {
  const choices = events.map((event) => ({
    id: event.id,
    title: event.title,
    details: [{ text: event.when, testId: 'tickets-event-when' }, { text: event.location }],
    aside: { text: REGISTRATION_LABEL[event.registration], kind: 'label' as const },
  }));
  return (
    <ChoiceList
      legend="Choose an event"
      name="event"
      choices={choices}
      selected={selected}
      onChange={onChange}
      testId="tickets-events"
      choiceTestId="tickets-event"
    />
  );
}
