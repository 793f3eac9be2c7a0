import { formatMoney } from '../../kernel/money';
import type { EcomForm, EcomFormErrors, FormField } from './ecom-form';
import { html, page, type Html } from '../html';
import { paymentChoice } from '../payment-choice';
import type { ShippingChoice, CheckoutPricing } from '../../modules/checkout/index';

const CSS = `
table{width:100%;border-collapse:collapse;margin-bottom:1rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid var(--border);vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tr.total th,tr.total td{font-weight:700;font-size:1.1rem}
ul.lines{list-style:none;margin:0 0 1rem;padding:0}
ul.lines li{padding:.5rem 0;border-bottom:1px solid var(--border)}
.line-head{display:block;font-weight:600}
.line-price{margin-left:.5rem}
.line-detail{display:block;color:var(--muted);font-size:.9rem}
fieldset{border:1px solid var(--field-border);border-radius:8px;margin:1.25rem 0 0;padding:.5rem 1rem 1rem}
legend{font-weight:700;padding:0 .25rem}
label.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.5rem;min-height:44px}
label.choice input{display:inline;width:auto;margin:0}
.row{display:flex;gap:.5rem;align-items:flex-end}
.row>div{flex:1}
button.secondary{margin-top:.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

export interface EcomPageInput {
  /** The coupon saved on the checkout (it may have stopped applying). */
  checkout: { couponCode: string | null };
  pricing: CheckoutPricing;
  form: EcomForm;
  errors?: EcomFormErrors;
  notice?: string;
  /** The page's link back to the site (`cancelUrl`): the cart is kept. */
  backHref?: string | undefined;
}

/**
 * One line as the real page shows it, which apps' tests read: the name's element directly followed
 * by the price's, with no whitespace between them (an app looks for `Classic Cotton T-Shirt$25.00`
 * as one text), then its options and quantity on the lines below.
 */
function lineItem(l: CheckoutPricing['lines'][number]): Html {
  const options = l.view.descriptionLines.map(
    (d) => `${d.name.original}: ${(d.plainText ?? d.colorInfo)?.original ?? ''}`,
  );
  // Inline on purpose: a flex or floated price would be read on a line of its own. The gap a
  // reader sees is the price's margin, not a space in the text.
  return html`<li>
    <span class="line-head"
      ><span class="line-name">${l.view.productName.original}</span
      ><span class="line-price">${l.view.lineItemPrice.formattedAmount}</span></span
    >
    ${options.map((o) => html`<span class="line-detail">${o}</span>`)}
    <span class="line-detail">Quantity: ${l.quantity}</span>
  </li>`;
}

/** The items and totals under "Order summary", the real page's heading. */
function orderSummary(p: CheckoutPricing): Html {
  const s = p.priceSummary;
  const row = (label: string, amount: string, cls = '') =>
    html`<tr class="${cls}">
      <th scope="row">${label}</th>
      <td class="num">${amount}</td>
    </tr>`;
  return html`<section aria-labelledby="order-summary">
    <h2 id="order-summary">Order summary</h2>
    <ul class="lines" aria-label="Items">
      ${p.lines.map(lineItem)}
    </ul>
    <table aria-label="Totals">
      <tbody>
        ${row('Subtotal', s.subtotal.formattedAmount)}
        ${p.totals.discount ? row('Discount', `−${s.discount.formattedAmount}`) : ''}
        ${row('Shipping', s.shipping.formattedAmount)} ${row('Tax', s.tax.formattedAmount)}
        ${row('Total', s.total.formattedAmount, 'total')}
      </tbody>
    </table>
  </section>`;
}

function input(
  name: FormField,
  label: string,
  form: EcomForm,
  errors: EcomFormErrors,
  attrs: Html,
  required = true,
): Html {
  const error = errors[name];
  return html`<label for="${name}">${label}${required ? '' : ' (optional)'}</label>
    <input
      id="${name}"
      name="${name}"
      value="${form[name]}"
      ${attrs}${required ? html` required` : ''}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

function shippingOptions(
  options: ShippingChoice[],
  form: EcomForm,
  errors: EcomFormErrors,
  currency: string,
): Html {
  if (!options.length) return html``;
  const error = errors.shippingOption;
  return html`<fieldset${error ? html` aria-describedby="shippingOption-error"` : ''}><legend>Shipping option</legend>
    ${options.map((o) => html`<label class="choice"><input type="radio" name="shippingOption" value="${o.code}" ${form.shippingOption === o.code ? html` checked` : ''} /> ${o.title} — ${o.costMinor ? formatMoney(o.costMinor, currency) : 'Free'}</label>`)}
    ${error ? html`<p class="error" id="shippingOption-error">${error}</p>` : ''}
    <button type="submit" name="action" value="update" class="secondary">Update totals</button>
  </fieldset>`;
}

function couponField(saved: string | null, form: EcomForm, errors: EcomFormErrors): Html {
  return html`<fieldset>
    <legend>Coupon</legend>
    ${input('couponCode', 'Coupon code', form, errors, html`type="text" autocomplete="off" maxlength="100"`, false)}
    <button type="submit" name="action" value="apply-coupon" class="secondary">Apply coupon</button>
    ${saved ? html` <button type="submit" name="action" value="remove-coupon" class="secondary">Remove coupon ${saved}</button>` : ''}
  </fieldset>`;
}

function addressFields(form: EcomForm, errors: EcomFormErrors): Html {
  return html`<fieldset>
    <legend>Shipping address</legend>
    ${input('firstName', 'First name', form, errors, html`type="text" autocomplete="given-name" maxlength="100"`)}
    ${input('lastName', 'Last name', form, errors, html`type="text" autocomplete="family-name" maxlength="100"`)}
    ${input('addressLine1', 'Street address', form, errors, html`type="text" autocomplete="address-line1" maxlength="200"`)}
    ${input('addressLine2', 'Apartment, suite', form, errors, html`type="text" autocomplete="address-line2" maxlength="200"`, false)}
    ${input('city', 'City', form, errors, html`type="text" autocomplete="address-level2" maxlength="100"`)}
    ${input('subdivision', 'State or region code', form, errors, html`type="text" autocomplete="address-level1" maxlength="100"`, false)}
    ${input('postalCode', 'Postal code', form, errors, html`type="text" autocomplete="postal-code" maxlength="20"`)}
    ${input('country', 'Country code (two letters)', form, errors, html`type="text" autocomplete="country" maxlength="2"`)}
  </fieldset>`;
}

export function ecomCheckoutPage({
  checkout,
  pricing,
  form,
  errors = {},
  notice,
  backHref,
}: EcomPageInput): string {
  const count = Object.keys(errors).length;
  return page(
    'Checkout',
    html`<h1>Checkout</h1>
      ${orderSummary(pricing)}
      <form method="post" novalidate>
        <button
          type="submit"
          name="action"
          value="update"
          class="visually-hidden"
          tabindex="-1"
          aria-hidden="true"
        >
          Update
        </button>
        ${count ? html`<div class="alert" role="alert" id="form-errors">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</div>` : ''}
        ${notice ? html`<p role="status" class="hint">${notice}</p>` : ''}
        ${input('email', 'Email', form, errors, html`type="email" autocomplete="email" inputmode="email"`)}
        ${pricing.needsShipping ? addressFields(form, errors) : ''}
        ${shippingOptions(pricing.shippingOptions, form, errors, pricing.currency)}
        ${couponField(checkout.couponCode, form, errors)} ${paymentChoice(form.paymentOutcome)}
        <button type="submit" name="action" value="place-order">
          Place order · ${pricing.priceSummary.total.formattedAmount}
        </button>
      </form>`,
    CSS,
    backHref,
  );
}
