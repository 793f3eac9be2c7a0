import { formatMoney } from '../../kernel/money';
import { html, page } from '../html';
import { PAYMENT_CSS, paymentChoice } from '../payment-choice';
import type { PlanRow } from '../../modules/pricing-plans/index';

const CSS = `${PAYMENT_CSS}
form.inline{display:inline-block;margin:0 .5rem .5rem 0}
ul.perks{margin:0 0 1rem;padding-left:1.25rem}
.terms{font-size:.9rem;color:var(--muted);white-space:pre-line}
`;

const units = (count: number, unit: string) =>
  `${count} ${unit.toLowerCase()}${count === 1 ? '' : 's'}`;

/** How long the plan lasts and how it is paid, in words. */
export function billingOf(plan: PlanRow): string {
  const { durationCount: count, durationUnit: unit } = plan;
  if (plan.pricingKind === 'SINGLE_PAYMENT_UNLIMITED') return 'One payment, no end date';
  if (!count || !unit) return '';
  if (plan.pricingKind === 'SINGLE_PAYMENT_FOR_DURATION')
    return `One payment, valid for ${units(count, unit)}`;
  const every = count === 1 ? `every ${unit.toLowerCase()}` : `every ${units(count, unit)}`;
  const cycles = plan.cycleCount ? `, ${plan.cycleCount} payments` : ', until canceled';
  return `Billed ${every}${cycles}`;
}

export const priceOf = (plan: PlanRow) =>
  plan.priceMinor > 0 ? formatMoney(plan.priceMinor, plan.currency) : 'Free';

export interface PlansPageOptions {
  backHref?: string | undefined;
  sessionId: string;
  /** The member buying; none yet on a visitor's session, which asks them to log in first. */
  buyer?: { email?: string | undefined } | undefined;
}

/**
 * Log in, sign up or switch account: forms that start the hosted login (plans-buyer.ts). Only
 * Log in is the primary action; Sign up and Use another account are secondary.
 */
const loginButton = (
  sessionId: string,
  mode: 'login' | 'register',
  label: string,
  secondary = mode === 'register',
) =>
  html`<form method="post" action="/hosted/plans-checkout/${sessionId}/login" class="inline">
    <input type="hidden" name="mode" value="${mode}" />
    <button type="submit" class="${secondary ? 'secondary' : ''}">${label}</button>
  </form>`;

function buyStep(plan: PlanRow, o: PlansPageOptions) {
  const paid = plan.priceMinor > 0;
  if (!o.buyer)
    return html`<section aria-labelledby="buyer-step">
      <h2 id="buyer-step">Log in to continue</h2>
      <p>Log in or sign up to buy this plan; it will be yours on this site.</p>
      ${loginButton(o.sessionId, 'login', 'Log in')}
      ${loginButton(o.sessionId, 'register', 'Sign up')}
    </section>`;
  const email = o.buyer.email;
  return html`${email ? html`<p>Buying as <strong>${email}</strong>.</p>` : ''}
    <form method="post">
      ${paid ? paymentChoice() : ''}
      <button type="submit">${paid ? `Buy plan · ${priceOf(plan)}` : 'Get this plan'}</button>
    </form>
    ${loginButton(o.sessionId, 'login', 'Use another account', true)}`;
}

/**
 * The plan, its price and terms, and the pay / decline choice when it costs something; a
 * visitor's session first asks the buyer to log in or sign up.
 */
export function plansCheckoutPage(plan: PlanRow, o: PlansPageOptions): string {
  return page(
    `Checkout: ${plan.name}`,
    html`<h1>${plan.name}</h1>
      ${plan.description ? html`<p>${plan.description}</p>` : ''}
      <h2>Order summary</h2>
      <dl aria-label="Plan summary">
        <dt>Price</dt>
        <dd>${priceOf(plan)}</dd>
        <dt>Billing</dt>
        <dd>${billingOf(plan)}</dd>
        ${
          plan.freeTrialDays
            ? html`<dt>Free trial</dt>
                <dd>${units(plan.freeTrialDays, 'DAY')}</dd>`
            : ''
        }
      </dl>
      ${
        plan.perks.length
          ? html`<ul class="perks" aria-label="Perks">
              ${plan.perks.map((p) => html`<li>${p}</li>`)}
            </ul>`
          : ''
      }
      ${plan.termsAndConditions ? html`<p class="terms">${plan.termsAndConditions}</p>` : ''}
      ${buyStep(plan, o)}`,
    CSS,
    o.backHref,
  );
}
