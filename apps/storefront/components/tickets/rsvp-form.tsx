'use client';

import { useCallback, useState, type InputHTMLAttributes } from 'react';
import { MAX_RSVP_NAME_LENGTH } from '@headless/contract/constants';
import { ActionFailure, actionErrorOf } from '@/lib/actions/action-failure';
import type { EventChoice, RsvpView } from '@/lib/tickets/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { rsvp } from './actions';
import { ErrorMessage } from '../error-message/error-message';
import styles from './tickets.module.css';

/** Name, email and going or not; the platform answers going, waiting list or full. */
export function RsvpForm({ event }: { event: EventChoice }) {
  const [result, setResult] = useState<RsvpView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useAsyncHandler(
    useCallback(
      async (answer: Record<string, string>) => {
        const sent = await rsvp(event.id, answer);
        if ('error' in sent) throw new ActionFailure(sent.error);
        return sent.rsvp;
      },
      [event.id],
    ),
  );

  function submit(form: HTMLFormElement) {
    const data = Object.fromEntries(
      [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]),
    );
    setError(null);
    send(data).then(setResult, (reason: unknown) => setError(actionErrorOf(reason).message));
  }

  return (
    <section className={`panel ${styles.tickets}`} aria-labelledby="rsvp-heading">
      <h2 id="rsvp-heading">RSVP to {event.title}</h2>
      {result ? (
        <p role="status" data-testid="rsvp-result" data-status={result.status}>
          {result.message}
        </p>
      ) : (
        <form
          className={styles.rsvpForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(e.currentTarget);
          }}
        >
          <TextField
            id="rsvp-first"
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={MAX_RSVP_NAME_LENGTH}
          />
          <TextField
            id="rsvp-last"
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={MAX_RSVP_NAME_LENGTH}
          />
          <TextField
            id="rsvp-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <fieldset className={styles.answer}>
            <legend>Are you going?</legend>
            <label className={styles.radio}>
              <input type="radio" name="status" value="YES" defaultChecked /> Yes, I&apos;m going
            </label>
            <label className={styles.radio}>
              <input
                type="radio"
                name="status"
                value="NO"
                disabled={!event.acceptsNo}
                aria-describedby={event.acceptsNo ? undefined : 'rsvp-no-reason'}
              />{' '}
              No, I can&apos;t make it
            </label>
            {!event.acceptsNo && (
              <p id="rsvp-no-reason" className={styles.hint} data-testid="rsvp-no-reason">
                This event only takes &quot;going&quot; answers: if you can&apos;t make it, simply
                don&apos;t send one.
              </p>
            )}
          </fieldset>
          {error && <ErrorMessage testId="tickets-error" message={error} />}
          <button type="submit" className="button" disabled={!event.open}>
            Send RSVP
          </button>
          {!event.open && <p className="muted">RSVPs for this event are closed.</p>}
        </form>
      )}
    </section>
  );
}

/** One labelled input of the form. */
function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
