import { formatRange } from '@headless/contract';
import { formatMoney } from '../../kernel/money';
import { participantsOf, type CheckoutForm, type FormErrors } from './checkout-form';
import { html, page, type Html } from '../html';
import { PAYMENT_CSS, paymentChoice } from '../payment-choice';

export interface CheckoutSummary {
  serviceName: string;
  start: Date;
  end: Date;
  timeZone: string;
  priceMinor: number | null;
  currency: string;
  maxParticipants: number;
  /** The page's link back to the site (`cancelUrl`), when the session gave a postFlowUrl. */
  backHref?: string | undefined;
}

const priceOf = (s: CheckoutSummary, participants = 1) =>
  formatMoney((s.priceMinor ?? 0) * participants, s.currency);

const CSS = `${PAYMENT_CSS}
button.secondary{margin-top:1rem}
`;

/**
 * The slot and its price under "Booking Details", the real page's heading (apps' tests wait on
 * it); a paid service's total is for the participants typed (1 until they are a valid number).
 */
function summary(s: CheckoutSummary, participants: number): Html {
  const price = s.priceMinor ? `${priceOf(s)} per participant` : 'Free';
  const people = `${participants} participant${participants === 1 ? '' : 's'}`;
  return html`<section aria-labelledby="booking-details">
    <h2 id="booking-details">Booking Details</h2>
    <dl>
      <dt>Service</dt>
      <dd>${s.serviceName}</dd>
      <dt>When</dt>
      <dd>${formatRange(s.start, s.end, s.timeZone)}</dd>
      <dt>Price</dt>
      <dd data-testid="price">${price}</dd>
      ${
        s.priceMinor
          ? html`<dt>Total</dt>
              <dd data-testid="total">${priceOf(s, participants)} for ${people}</dd>`
          : ''
      }
    </dl>
  </section>`;
}

/** Re-pricing without a script: this button posts `action=update` and the page comes back. */
const updateTotal = html`<button type="submit" name="action" value="update" class="secondary">
  Update total
</button>`;

function field(
  id: keyof CheckoutForm,
  label: string,
  attrs: Html,
  value: string,
  error?: string,
  hint?: string,
  focus = false,
): Html {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${id}"
      value="${value}"
      ${attrs}
      required${error ? html` aria-invalid="true"` : ''}${focus ? html` autofocus` : ''}${described ? html` aria-describedby="${described}"` : ''}
    />
    ${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}`;
}

export function checkoutPage(
  s: CheckoutSummary,
  form: CheckoutForm = { name: '', email: '', participants: '1' },
  errors: FormErrors = {},
): string {
  const count = Object.keys(errors).length;
  // No script on this page: the first wrong field takes the focus when the page comes back.
  const first = (['name', 'email', 'participants'] as const).find((k) => errors[k]);
  const participants = participantsOf(form, s.maxParticipants) ?? 1;
  const paid = Boolean(s.priceMinor);
  return page(
    `Book ${s.serviceName}`,
    html`<h1>Complete your booking</h1>
      ${summary(s, participants)}
      <form method="post" novalidate>
        ${count ? html`<div class="alert" role="alert" tabindex="-1" id="form-errors">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</div>` : ''}
        ${field('name', 'Full name', html`type="text" autocomplete="name" maxlength="100"`, form.name, errors.name, undefined, first === 'name')}
        ${field('email', 'Email', html`type="email" autocomplete="email" inputmode="email"`, form.email, errors.email, undefined, first === 'email')}
        ${field('participants', 'Number of participants', html`type="number" min="1" max="${s.maxParticipants}" step="1" inputmode="numeric"`, form.participants, errors.participants, `From 1 to ${s.maxParticipants}.`, first === 'participants')}
        ${paid ? html`${updateTotal} ${paymentChoice(form.paymentOutcome)}` : ''}
        <button type="submit" name="action" value="book">
          ${paid ? `Book and pay · ${priceOf(s, participants)}` : 'Book now'}
        </button>
      </form>`,
    paid ? CSS : '',
    s.backHref,
  );
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
  backHref?: string,
): string {
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="status">${message}</p>
      ${link ? html`<a class="button" href="${link.href}">${link.label}</a>` : ''}`,
    '',
    backHref,
  );
}
