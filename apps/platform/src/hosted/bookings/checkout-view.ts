import { formatRange } from '@headless/contract';
import { formatMoney } from '../../kernel/money';
import { participantsOf, type CheckoutForm, type FormErrors } from './checkout-form';
import { html, Html, page } from '../html';
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
 * Keeps the total and the "Book and pay" button naming what booking will charge while the
 * participants are typed, and tells the server which count the button named (\`quoted\`): the
 * server refuses to charge another amount (checkout-routes.ts). Money is formatted as the server
 * formats it (Intl, en-US, from a decimal string); without the script "Update total" does it.
 */
const REPRICE = `(function(){var f=document.getElementById('participants'),b=document.getElementById('book'),
q=document.getElementById('quoted'),t=document.getElementById('total');if(!f||!b||!q)return;
var unit=Number(b.dataset.unitMinor),fmt=new Intl.NumberFormat('en-US',{style:'currency',currency:b.dataset.currency}),
d=fmt.resolvedOptions().maximumFractionDigits,max=Number(f.max);
function money(minor){var s=String(minor).padStart(d+1,'0');return fmt.format(d?s.slice(0,-d)+'.'+s.slice(-d):s);}
f.addEventListener('input',function(){var v=f.value.trim(),n=Number(v);
if(!/^[0-9]+$/.test(v)||n<1||n>max){b.textContent='Book and pay';q.value='';return;}
var total=money(unit*n);b.textContent='Book and pay \u00b7 '+total;q.value=String(n);
if(t)t.textContent=total+' for '+n+' participant'+(n===1?'':'s');});})();`;

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
              <dd id="total" data-testid="total">${priceOf(s, participants)} for ${people}</dd>`
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

/** The one button that books: a paid one names the amount booking charges, for `participants`. */
function bookButton(s: CheckoutSummary, participants: number, valid: boolean): Html {
  if (!s.priceMinor)
    return html`<button type="submit" name="action" value="book">Book now</button>`;
  return html`<input
      type="hidden"
      id="quoted"
      name="quotedParticipants"
      value="${valid ? participants : ''}"
    />
    <button
      type="submit"
      name="action"
      value="book"
      id="book"
      data-unit-minor="${s.priceMinor}"
      data-currency="${s.currency}"
    >
      ${valid ? `Book and pay · ${priceOf(s, participants)}` : 'Book and pay'}
    </button>
    <script>
      ${new Html(REPRICE)};
    </script>`;
}

export function checkoutPage(
  s: CheckoutSummary,
  form: CheckoutForm = { name: '', email: '', participants: '1' },
  errors: FormErrors = {},
  notice?: string,
): string {
  const count = Object.keys(errors).length;
  // The page works without its script: the first wrong field takes the focus when it comes back.
  const first = (['name', 'email', 'participants'] as const).find((k) => errors[k]);
  const typed = participantsOf(form, s.maxParticipants);
  const participants = typed ?? 1;
  const paid = Boolean(s.priceMinor);
  return page(
    `Book ${s.serviceName}`,
    html`<h1>Complete your booking</h1>
      ${summary(s, participants)}
      <form method="post" novalidate>
        ${count ? html`<div class="alert" role="alert" tabindex="-1" id="form-errors">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</div>` : ''}
        ${notice ? html`<div class="alert" role="alert" id="total-changed">${notice}</div>` : ''}
        ${field('name', 'Full name', html`type="text" autocomplete="name" maxlength="100"`, form.name, errors.name, undefined, first === 'name')}
        ${field('email', 'Email', html`type="email" autocomplete="email" inputmode="email"`, form.email, errors.email, undefined, first === 'email')}
        ${field('participants', 'Number of participants', html`type="number" min="1" max="${s.maxParticipants}" step="1" inputmode="numeric"`, form.participants, errors.participants, `From 1 to ${s.maxParticipants}.`, first === 'participants')}
        ${paid ? html`${updateTotal} ${paymentChoice(form.paymentOutcome)}` : ''}
        ${bookButton(s, participants, typed !== undefined)}
      </form>`,
    paid ? CSS : '',
    s.backHref,
  );
}

/** What the page says when the participants changed after the button named its amount. */
export const totalChangedNotice = (s: CheckoutSummary, participants: number) =>
  `Nothing was booked or charged yet: the total for ${participants} participant${participants === 1 ? ' is' : 's is'} ${priceOf(s, participants)}. Check it, then book and pay.`;

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
