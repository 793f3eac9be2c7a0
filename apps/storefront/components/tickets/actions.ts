'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isEmailAddress, MAX_TICKETS_PER_ORDER } from '@headless/contract/constants';
import { logActionFailure, toActionError } from '@/lib/actions/action-error';
import { isActionId } from '@/lib/actions/input';
import type { ActionError, ActionResult } from '@/lib/actions/types';
import { getReader } from '@/lib/platform/visitor';
import { visitorClientForChange } from '@/lib/platform/visitor-session';
import { checkoutUrl, listTickets, respond } from '@/lib/tickets/platform';
import { withAdvice } from '@/lib/tickets/advice';
import { isTicketQuantity } from '@/lib/tickets/quantity';
import { ticketsReturnUrl } from '@/lib/tickets/return-url';
import type { RsvpView, TicketChoice } from '@/lib/tickets/types';

const invalid = (message: string) => ({ error: { message } });

async function attempt<T>(context: string, work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    logActionFailure(context, error);
    return { error: withAdvice(toActionError(error)) };
  }
}

export async function loadTickets(
  eventId: unknown,
): Promise<ActionResult<{ tickets: TicketChoice[] }>> {
  if (!isActionId(eventId)) return invalid('Choose an event first.');
  return attempt('Loading the tickets failed', async () => ({
    tickets: await listTickets((await getReader()).client, eventId),
  }));
}

type Lines = { ticketDefinitionId: string; quantity: number }[];

/**
 * The chosen tickets, or why they are refused: a quantity is a whole number from 0 up; a negative
 * or a fraction is refused, never dropped or turned into another number.
 */
function readQuantities(value: unknown): { lines: Lines } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { lines: [] };
  const entries = Object.entries(value).filter(([id]) => isActionId(id));
  if (entries.some(([, n]) => !isTicketQuantity(n, MAX_TICKETS_PER_ORDER)))
    return {
      problem: `Ticket quantities are whole numbers from 0 to ${MAX_TICKETS_PER_ORDER}.`,
    };
  const lines = entries
    .filter(([, n]) => (n as number) > 0)
    .map(([ticketDefinitionId, n]) => ({ ticketDefinitionId, quantity: n as number }));
  return { lines };
}

/** Reserves the chosen tickets and sends the browser to the hosted checkout. */
export async function reserveTickets(
  eventId: unknown,
  eventSlug: unknown,
  quantities: unknown,
): Promise<{ error: ActionError }> {
  if (!isActionId(eventId) || !isActionId(eventSlug)) return invalid('Choose an event first.');
  const chosen = readQuantities(quantities);
  if ('problem' in chosen) return invalid(chosen.problem);
  const { lines } = chosen;
  if (!lines.length) return invalid('Choose at least one ticket.');
  const result = await attempt('Reserving the tickets failed', async () =>
    checkoutUrl(await visitorClientForChange(), {
      eventId,
      eventSlug,
      lines,
      returnUrl: ticketsReturnUrl(await headers()),
    }),
  );
  if (typeof result !== 'string') return result;
  redirect(result);
}

export async function rsvp(
  eventId: unknown,
  answer: { firstName?: unknown; lastName?: unknown; email?: unknown; status?: unknown },
): Promise<ActionResult<{ rsvp: RsvpView }>> {
  if (!isActionId(eventId)) return invalid('Choose an event first.');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const [firstName, lastName, email] = [
    text(answer.firstName),
    text(answer.lastName),
    text(answer.email),
  ];
  if (!firstName || !lastName) return invalid('Enter your first and last name.');
  if (!isEmailAddress(email)) return invalid('Enter an email address like name@example.com.');
  const status = answer.status === 'NO' ? 'NO' : 'YES';
  return attempt('Sending the RSVP failed', async () => ({
    rsvp: await respond(await visitorClientForChange(), {
      eventId,
      firstName,
      lastName,
      email,
      status,
    }),
  }));
}
