'use client';

import { useState } from 'react';
import { readQuantity, type QuantityReading } from '@/lib/tickets/quantity';
import type { EventChoice, TicketChoice } from '@/lib/tickets/types';
import { ErrorMessage } from '../error-message/error-message';
import styles from './tickets.module.css';

interface TicketListProps {
  event: EventChoice;
  tickets: TicketChoice[];
  onReserve(quantities: Record<string, number>): void;
}

/** What is in one quantity field: its text, and whether the browser could read it as a number. */
interface Typed {
  text: string;
  unreadable: boolean;
}

function TicketRow({
  ticket,
  typed,
  reading,
  onChange,
}: {
  ticket: TicketChoice;
  typed: Typed;
  reading: QuantityReading;
  onChange(typed: Typed): void;
}) {
  const id = `ticket-qty-${ticket.id}`;
  const selectable = ticket.state === 'on-sale';
  const problem = 'problem' in reading ? reading.problem : undefined;
  const described = [selectable && `${id}-hint`, problem && `${id}-error`].filter(Boolean);
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
          value={typed.text}
          disabled={!selectable}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described.length ? described.join(' ') : undefined}
          // The text as typed, never a number made of it: "-3" must not become 3 (or 0).
          onChange={(e) =>
            onChange({ text: e.target.value, unreadable: e.target.validity.badInput })
          }
        />
        {selectable && (
          <span id={`${id}-hint`} className={styles.hint}>
            Up to {ticket.max}
          </span>
        )}
        {problem && (
          <ErrorMessage
            id={`${id}-error`}
            testId="ticket-quantity-error"
            message={problem}
            compact
          />
        )}
      </span>
    </li>
  );
}

/** The event's tickets; only those on sale take a quantity. Reserve holds them for the checkout. */
export function TicketList({ event, tickets, onReserve }: TicketListProps) {
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const typedOf = (id: string) => typed[id] ?? { text: '0', unreadable: false };
  const readings = Object.fromEntries(
    tickets.map((t) => {
      const { text, unreadable } = typedOf(t.id);
      return [t.id, readQuantity(text, unreadable, t.max)];
    }),
  );
  const quantities = Object.fromEntries(
    Object.entries(readings).flatMap(([id, r]) => ('quantity' in r ? [[id, r.quantity]] : [])),
  );
  const refused = Object.values(readings).some((r) => 'problem' in r);
  const total = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  const overLimit = total > event.ticketLimit;
  if (!tickets.length)
    return (
      <p className="muted" data-testid="tickets-none">
        This event has no tickets on sale. Choose another event.
      </p>
    );
  const canReserve = total > 0 && !overLimit && !refused && event.open;
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
              typed={typedOf(ticket.id)}
              reading={readings[ticket.id] ?? { quantity: 0 }}
              onChange={(next) => setTyped((all) => ({ ...all, [ticket.id]: next }))}
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
