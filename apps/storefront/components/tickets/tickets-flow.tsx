'use client';

import { useCallback, useRef, useState } from 'react';
import { ActionFailure } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import type { EventChoice, TicketChoice } from '@/lib/tickets/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useActionFailure } from '../modals/use-action-failure';
import { loadTickets, reserveTickets } from './actions';
import { EventChoices } from './event-choices';
import { RsvpForm } from './rsvp-form';
import { TicketList } from './ticket-list';
import { ErrorMessage } from '../error-message/error-message';

/** Choose an event; buy its tickets through the hosted checkout, or answer its RSVP. */
export function TicketsFlow({ events }: { events: EventChoice[] }) {
  const [eventId, setEventId] = useState<string | null>(null);
  const [tickets, setTickets] = useState<TicketChoice[] | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  // Only the latest choice may fill the list: an earlier, slower answer is dropped.
  const latest = useRef(0);
  const event = events.find((e) => e.id === eventId) ?? null;

  const failureOf = useActionFailure('paid tickets');
  const fail = (reason: unknown) => setError(failureOf(reason));

  const fetchTickets = useAsyncHandler(
    useCallback(async (id: string) => {
      const result = await loadTickets(id);
      if ('error' in result) throw new ActionFailure(result.error);
      return result.tickets;
    }, []),
  );

  const reserve = useAsyncHandler(
    useCallback(async (chosen: EventChoice, quantities: Record<string, number>) => {
      const result = await reserveTickets(chosen.id, chosen.slug, quantities);
      // On success the action redirects the browser and nothing comes back.
      if (result?.error) throw new ActionFailure(result.error);
    }, []),
  );

  function chooseEvent(id: string) {
    const request = ++latest.current;
    const chosen = events.find((e) => e.id === id);
    setEventId(id);
    setTickets(null);
    setError(null);
    if (chosen?.registration !== 'TICKETING') return;
    fetchTickets(id).then(
      (found) => request === latest.current && setTickets(found),
      (reason: unknown) => request === latest.current && fail(reason),
    );
  }

  return (
    <>
      <EventChoices events={events} selected={eventId} onChange={chooseEvent} />
      {error && <ErrorMessage testId="tickets-error" message={error.message} />}
      {event?.registration === 'TICKETING' && tickets && (
        <TicketList
          key={event.id}
          event={event}
          tickets={tickets}
          onReserve={(quantities) => {
            setError(null);
            reserve(event, quantities).catch(fail);
          }}
        />
      )}
      {event?.registration === 'RSVP' && <RsvpForm key={event.id} event={event} />}
      {event?.registration === 'OTHER' && (
        <p className="muted" data-testid="tickets-no-registration">
          This event takes no registration here.
        </p>
      )}
    </>
  );
}
