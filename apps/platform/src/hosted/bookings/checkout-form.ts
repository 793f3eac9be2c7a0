import { isEmailAddress } from '@headless/contract';
import { paymentOutcomeOf } from '../payment-choice';
import { FIELD_MESSAGES } from '../form-messages';

/** The hosted checkout's form: what the visitor typed, and what is wrong with it. */
export interface CheckoutForm {
  name: string;
  email: string;
  participants: string;
  /** Of a paid service: `pay` or `decline`, the test payment's outcome. */
  paymentOutcome?: string;
  /**
   * Of a paid service: the participants the page's "Book and pay" button named the amount for
   * (the page keeps it in step as they are typed); empty when the form was posted without it.
   */
  quotedParticipants?: string;
}

/** The pressed button: `update` re-prices for the participants typed; `book` (the default) books. */
export type CheckoutAction = 'update' | 'book';

export const actionOf = (body: unknown): CheckoutAction =>
  (body as Record<string, unknown> | undefined)?.action === 'update' ? 'update' : 'book';

export interface ValidForm {
  firstName: string;
  lastName: string;
  email: string;
  participants: number;
}

export type FormErrors = Partial<Record<keyof CheckoutForm, string>>;

export function readForm(body: unknown): CheckoutForm {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return {
    name: text(b.name).trim(),
    email: text(b.email).trim(),
    participants: text(b.participants).trim(),
    paymentOutcome: paymentOutcomeOf(b),
    quotedParticipants: text(b.quotedParticipants).trim(),
  };
}

/** The participants typed, when they are a whole number in range: what the total is shown for. */
export function participantsOf(form: CheckoutForm, maxParticipants: number): number | undefined {
  const n = Number(form.participants);
  return /^\d+$/.test(form.participants) && n >= 1 && n <= maxParticipants ? n : undefined;
}

/**
 * The button named another amount than the participants make (typed, then Enter or a click before
 * the page could re-price): booking now would charge what the visitor did not see.
 */
export const quoteDiffers = (form: CheckoutForm, participants: number): boolean =>
  Boolean(form.quotedParticipants) && form.quotedParticipants !== String(participants);

export function validateForm(
  form: CheckoutForm,
  maxParticipants: number,
): { ok: ValidForm } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (!form.name) errors.name = 'Enter your name.';
  else if (form.name.length > 100) errors.name = 'Use at most 100 characters.';
  if (!isEmailAddress(form.email)) errors.email = FIELD_MESSAGES.email;
  const n = Number(form.participants);
  if (!/^-?\d+$/.test(form.participants) || n < 1 || n > maxParticipants)
    errors.participants = `Enter a whole number from 1 to ${maxParticipants}.`;
  if (Object.keys(errors).length) return { errors };
  const [firstName, ...rest] = form.name.split(/\s+/);
  return {
    ok: { firstName: firstName!, lastName: rest.join(' '), email: form.email, participants: n },
  };
}
