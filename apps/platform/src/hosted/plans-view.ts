import type { PlanRow } from '../modules/pricing-plans/to-wire';
import { formatMoney } from '../money';
import { html, page } from './html';
import { PAYMENT_CSS, paymentChoice } from './payment-choice';

const CSS = `${PAYMENT_CSS}
ul.perks{margin:0 0 1rem;padding-left:1.25rem}
.terms{font-size:.9rem;color:#55555a;white-space:pre-line}
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

/** The plan, its price and terms, and the pay / decline choice when it costs something. */
export function plansCheckoutPage(plan: PlanRow, backHref?: string): string {
  const paid = plan.priceMinor > 0;
  return page(
    `Checkout: ${plan.name}`,
    html`<h1>${plan.name}</h1>
      ${plan.description ? html`<p>${plan.description}</p>` : ''}
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
      <form method="post">
        ${paid ? paymentChoice() : ''}
        <button type="submit">${paid ? `Buy plan · ${priceOf(plan)}` : 'Get this plan'}</button>
      </form>`,
    CSS,
    backHref,
  );
}
