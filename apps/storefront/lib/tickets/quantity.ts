/**
 * A ticket quantity as the visitor typed it. Only whole numbers from 0 up are quantities: "-3" or
 * "1.5" is refused with a message, never turned into another number (it once became 3 tickets).
 */
export type QuantityReading = { quantity: number } | { problem: string };

/**
 * `text` is the field's value; `unreadable` is the browser's word that the field holds something
 * that is no number at all (a lone "-" or "e": its value is then empty).
 */
export function readQuantity(text: string, unreadable: boolean, max: number): QuantityReading {
  const typed = text.trim();
  if (unreadable) return { problem: 'Enter a whole number of tickets, such as 2.' };
  if (typed === '') return { quantity: 0 };
  const n = Number(typed);
  if (!Number.isFinite(n)) return { problem: 'Enter a whole number of tickets, such as 2.' };
  if (n < 0) return { problem: 'A quantity cannot be negative. Enter 0 or more.' };
  if (!Number.isInteger(n)) return { problem: 'Tickets come whole: enter a whole number.' };
  if (n > max) return { problem: `You can choose at most ${max} of this ticket.` };
  return { quantity: n };
}

/** What the server action accepts: a whole number of tickets from 0 to `max`. */
export const isTicketQuantity = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
