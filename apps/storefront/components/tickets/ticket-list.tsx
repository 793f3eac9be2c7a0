'use client';

import { useState } from 'react';
import type { EventChoice, TicketChoice } from '@/lib/tickets/types';
import { ErrorMessage } from '../error-message/error-message';
import styles from './tickets.module.css';

interface TicketListProps {
  event: EventChoice;
  tickets: TicketChoice[];
  onReserve(quantities: Record<string, number>): void;
}

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.max(0, Math.min(max, Math.trunc(value))) : 0;

function TicketRow({
  ticket,
  quantity,
  onChange,
}: {
  ticket: TicketChoice;
  quantity: number;
  onChange(quantity: number): void;
}) {
  const id = `ticket-qty-${ticket.id}`;
  const selectable = ticket.state === 'on-sale';
  return (
    <li className={styles.ticket} data-testid="ticket" data-state={ticket.state}>
      <span className={styles.ticketText}>
        <span className={styles.ticketName}>{ticket.name}</span>
        <span className={styles.hint}>
          <span data-testid="ticket-price">{ticket.price}</span>
          {ticket.fee && ` · ${ticket.fee}`}
        </span>
        <span className={styles.saleState} data-testid="ticket-state">
          {ticket.stateLabel}
        </span>
      </span>
      <span className={styles.quantity}>
        <label htmlFor={id}>
          Quantity<span className="visually-hidden"> of {ticket.name}</span>
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={ticket.max}
          step={1}
          value={quantity}
          disabled={!selectable}
          aria-describedby={selectable ? `${id}-hint` : undefined}
          onChange={(e) => onChange(clamp(Number(e.target.value), ticket.max))}
        />
        {selectable && (
          <span id={`${id}-hint`} className={styles.hint}>
            Up to {ticket.max}
          </span>
        )}
      </span>
    </li>
  );
}

/** The event's tickets; only those on sale take a quantity. Reserve holds them for the checkout. */
export function TicketList({ event, tickets, onReserve }: TicketListProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const total = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  const overLimit = total > event.ticketLimit;
  if (!tickets.length)
    return (
      <p className="muted" data-testid="tickets-none">
        This event has no tickets on sale. Choose another event.
      </p>
    );
  const canReserve = total > 0 && !overLimit && event.open;
  // Tab skips a disabled button: the hint says why Reserve does nothing yet.
  const hint = !total && event.open;
  return (
    <section className={`panel ${styles.tickets}`} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets for {event.title}</h2>
      {/* A form, so Enter in a quantity field reserves what is chosen, as the button would. */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canReserve) onReserve(quantities);
        }}
      >
        <ul className={styles.ticketList} data-testid="ticket-list">
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              quantity={quantities[ticket.id] ?? 0}
              onChange={(n) => setQuantities((q) => ({ ...q, [ticket.id]: n }))}
            />
          ))}
        </ul>
        {overLimit && (
          <ErrorMessage
            message={`One order can hold at most ${event.ticketLimit} tickets. Choose fewer.`}
          />
        )}
        <button
          type="submit"
          className="button"
          disabled={!canReserve}
          aria-describedby={hint ? 'tickets-reserve-hint' : undefined}
        >
          Reserve{total ? ` ${total} ticket${total === 1 ? '' : 's'}` : ''}
        </button>
        {hint && (
          <p id="tickets-reserve-hint" className="muted">
            Choose how many tickets you want, then Reserve.
          </p>
        )}
        {!event.open && <p className="muted">Registration for this event is closed.</p>}
      </form>
    </section>
  );
}
