import { formatMoment, type FormControl } from '@headless/contract';
import { formatMoney } from '../../kernel/money';
import { personForm } from './events-fields';
import type { Errors, Values } from './events-form';
import { html, Html, page } from '../html';
import { paymentChoice } from '../payment-choice';
import type { EventRow, ReservationView } from '../../modules/redirects/index';

const CSS = `
table{width:100%;border-collapse:collapse;margin-bottom:1rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid var(--border);vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{border:0}
tr.total th,tr.total td{font-weight:700;font-size:1.1rem}
fieldset{border:1px solid var(--field-border);border-radius:8px;margin:1.25rem 0 0;padding:.5rem 1rem 1rem}
fieldset.group{border:0;padding:0;margin:1rem 0 0}
fieldset.group legend{font-weight:600;padding:0}
legend{font-weight:700;padding:0 .25rem}
select,textarea{display:block;width:100%;margin-top:.25rem;padding:.6rem .7rem;font:inherit;background:var(--surface);border:1px solid var(--field-border);border-radius:8px}
label.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.5rem;min-height:44px}
label.choice input{display:inline;width:auto;margin:0}
.timer{padding:.75rem 1rem;border-radius:8px;background:var(--accent-soft);margin-bottom:1rem}
.timer code{overflow-wrap:anywhere}
`;

export interface EventsPageInput {
  event: EventRow;
  reservation: ReservationView;
  /** The request's clock: the hold's time left is counted from it. */
  now: Date;
  controls: FormControl[];
  prefixes: string[];
  values: Values;
  errors?: Errors;
  /** Problems the checkout itself reported (not tied to one field). */
  alerts?: string[];
  /** The page's link back to the site (`cancelUrl`). */
  backHref?: string | undefined;
}

function linesTable(r: ReservationView): Html {
  const money = (minor: number) => formatMoney(minor, r.currency);
  const row = (label: string, minor: number, cls = '') =>
    html`<tr class="${cls}">
      <th scope="row" colspan="2">${label}</th>
      <td class="num">${money(minor)}</td>
    </tr>`;
  return html`<table aria-label="Your tickets">
    <thead>
      <tr>
        <th scope="col">Ticket</th>
        <th scope="col" class="num">Qty</th>
        <th scope="col" class="num">Price each</th>
      </tr>
    </thead>
    <tbody>
      ${r.lines.map(
        (l) =>
          html`<tr>
            <td>${l.name}</td>
            <td class="num">${l.quantity}</td>
            <td class="num">${l.priceMinor ? money(l.priceMinor) : 'Free'}</td>
          </tr>`,
      )}
    </tbody>
    <tfoot>
      ${row('Subtotal', r.subtotalMinor)} ${r.feeMinor ? row('Service fees', r.feeMinor) : ''}
      ${row('Total', r.totalMinor, 'total')}
    </tfoot>
  </table>`;
}

/**
 * The server decides expiry; this keeps the shown time honest while the page is open, and at zero
 * stops, says the hold expired and disables "Place order" (posting it would only bring the buyer
 * back to the site with RESERVATION_EXPIRED). `Date.now()` is read on each tick, so a tab the
 * browser slowed down still stops on time.
 */
const COUNTDOWN = `(function(){var t=document.getElementById('countdown');if(!t)return;
var end=Date.parse(t.getAttribute('datetime'));if(isNaN(end))return;
function show(s){t.textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0');}
function expire(){show(0);var n=document.getElementById('timer-note');n.setAttribute('role','alert');
n.textContent='Time is up: your reservation expired and the tickets were released. Nothing was ordered or charged. Go back to the site to choose tickets again.';
var b=document.getElementById('place-order');if(b){b.disabled=true;}}
function tick(){var s=Math.max(0,Math.ceil((end-Date.now())/1000));if(s===0)return expire();
show(s);setTimeout(tick,Math.min(1000,end-Date.now()));}tick();})();`;

function countdown(r: ReservationView, now: Date): Html {
  const left = Math.max(0, Math.round((r.expires.getTime() - now.getTime()) / 1000));
  const shown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return html`<div class="timer">
    <p>
      Your tickets are held for
      <time id="countdown" role="timer" datetime="${r.expires.toISOString()}">${shown}</time>
      (minutes:seconds).
    </p>
    <p class="hint" id="timer-note">
      Place the order before the time runs out, or the tickets are released.
    </p>
    <p class="hint">
      Trying it locally? End this hold now with
      <code>npm run platform -- reservations expire ${r.id}</code>
    </p>
  </div>`;
}

const personTitle = (prefix: string, separately: boolean) =>
  prefix === 'buyer'
    ? separately
      ? 'Ticket 1: your details'
      : 'Your details'
    : `Ticket ${prefix.slice('guest'.length)}: guest details`;

/** The form sits under "Add your details", the real page's heading: apps' tests wait on it. */
export function eventsCheckoutPage(p: EventsPageInput): string {
  const errors = p.errors ?? {};
  const count = Object.keys(errors).length;
  const alerts = p.alerts ?? [];
  const paid = p.reservation.totalMinor > 0;
  const separately = p.prefixes.length > 1;
  return page(
    `Checkout: ${p.event.title}`,
    html`<h1>${p.event.title}</h1>
      <p>
        ${formatMoment(p.event.startDate, p.event.timeZoneId)}${p.event.locationName ? html`<br />${p.event.locationName}` : ''}
      </p>
      ${countdown(p.reservation, p.now)} ${linesTable(p.reservation)}
      <form method="post" novalidate aria-labelledby="add-your-details">
        <h2 id="add-your-details">Add your details</h2>
        ${count ? html`<div class="alert" role="alert" id="form-errors">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</div>` : ''}
        ${alerts.length ? html`<div class="alert" role="alert">${alerts.map((a) => html`<p>${a}</p>`)}</div>` : ''}
        ${p.prefixes.map((prefix) => personForm(p.controls, prefix, personTitle(prefix, separately), p.values, errors))}
        ${paid ? paymentChoice(p.values.paymentOutcome) : ''}
        <button type="submit" id="place-order">
          Place
          order${paid ? ` · ${formatMoney(p.reservation.totalMinor, p.reservation.currency)}` : ''}
        </button>
      </form>
      <script>
        ${new Html(COUNTDOWN)};
      </script>`,
    CSS,
    p.backHref,
  );
}
