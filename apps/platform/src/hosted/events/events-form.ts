import { EventForm, type FormControl, type FormInput } from '@headless/contract';
import { defaultForm } from '../../modules/events/index';
import type { EventRow } from '../../modules/redirects/index';

/**
 * The hosted events checkout's registration forms: one for the buyer (`buyer.<input>`), and one
 * per further ticket (`guest<n>.<input>`) when tickets are assigned to guests separately. Arrays
 * (checkbox choices, full-address parts) post one field each (`<prefix>.<input>.<i>`): the form
 * body is flat.
 */
export type Values = Record<string, string>;
export type Errors = Record<string, string>;

/** The event's own form when it has one, else first name, last name and email. */
export function formOfEvent(event: EventRow): FormControl[] {
  const stored: unknown = event.form;
  const parsed = stored ? EventForm.safeParse(stored) : undefined;
  const form = parsed?.success && parsed.data.controls.length ? parsed.data : defaultForm();
  return [...form.controls].sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0));
}

export const guestsSeparately = (event: EventRow) =>
  !!event.details.ticketing?.guestsAssignedSeparately;

/** `buyer`, then `guest2`… for each further ticket (numbered as the tickets are). */
export function formPrefixes(event: EventRow, tickets: number): string[] {
  const count = guestsSeparately(event) ? Math.max(1, tickets) : 1;
  return ['buyer', ...Array.from({ length: count - 1 }, (_, i) => `guest${i + 2}`)];
}

/** The parts of a full address: the input's additional labels, else the usual ones. */
export function addressParts(input: FormInput): [string, string][] {
  const labels = input.additionalLabels;
  if (labels && Object.keys(labels).length) return Object.entries(labels);
  return [
    ['street', 'Street address'],
    ['city', 'City'],
    ['state', 'State or region'],
    ['postalCode', 'Postal code'],
    ['country', 'Country'],
  ];
}

/** True when the input posts several fields (`.<i>` suffixed). */
export function isArrayInput(control: FormControl, input: FormInput): boolean {
  return (
    input.type === 'TEXT_ARRAY' || control.type === 'CHECKBOX' || control.type === 'ADDRESS_FULL'
  );
}

export function readValues(body: unknown): Values {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const out: Values = {};
  for (const [k, v] of Object.entries(b))
    if (typeof v === 'string' && k.length <= 200) out[k] = v.trim().slice(0, 2000);
  return out;
}

/** The posted strings of an array input, by index. */
export function arrayValues(values: Values, field: string): string[] {
  const prefix = `${field}.`;
  return Object.entries(values)
    .filter(([k, v]) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)) && v)
    .sort(([a], [b]) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map(([, v]) => v);
}
