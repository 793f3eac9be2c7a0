import { html, type Html } from './html';

/** The test payment step every paid hosted checkout shows: no money moves, the visitor picks. */
export type PaymentOutcome = 'pay' | 'decline';

/** What the posted form chose; anything but `decline` pays (the default radio). */
export const paymentOutcomeOf = (body: unknown): PaymentOutcome =>
  (body as Record<string, unknown> | undefined)?.paymentOutcome === 'decline' ? 'decline' : 'pay';

/** Styles for the fieldset and its radios, for pages whose own CSS has none. */
export const PAYMENT_CSS = `
fieldset{border:1px solid var(--field-border);border-radius:8px;margin:1.25rem 0 0;padding:.5rem 1rem 1rem}
legend{font-weight:700;padding:0 .25rem}
label.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.5rem;min-height:44px}
label.choice input{display:inline;width:auto;margin:0}
`;

export function paymentChoice(selected: unknown = 'pay'): Html {
  const outcome: PaymentOutcome = selected === 'decline' ? 'decline' : 'pay';
  const radio = (value: PaymentOutcome, label: string) =>
    html`<label class="choice"
      ><input
        type="radio"
        name="paymentOutcome"
        value="${value}"
        ${outcome === value ? html` checked` : ''}
      />
      ${label}</label
    >`;
  return html`<fieldset>
    <legend>Payment (test)</legend>
    <p class="hint">No money moves: choose how the test payment ends.</p>
    ${radio('pay', 'Pay: the payment succeeds')}
    ${radio('decline', 'Decline: the payment is refused')}
  </fieldset>`;
}
