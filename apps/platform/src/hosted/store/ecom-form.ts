import {
  isCountryCode,
  isEmailAddress,
  type AddressWithContact,
  type EcomAddress,
} from '@headless/contract';
import type { CheckoutChanges, CheckoutRow } from '../../modules/checkout/index';
import { FIELD_MESSAGES } from '../form-messages';

/** The hosted ecom checkout's form fields (their `name`s are the e2e suite's selectors). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'subdivision',
  'postalCode',
  'country',
] as const;
export const FORM_FIELDS = [
  'email',
  ...ADDRESS_FIELDS,
  'shippingOption',
  'couponCode',
  'paymentOutcome',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type EcomForm = Record<FormField, string>;
export type EcomFormErrors = Partial<Record<FormField, string>>;
export type EcomAction = 'update' | 'apply-coupon' | 'remove-coupon' | 'place-order';
const ACTIONS: readonly EcomAction[] = ['update', 'apply-coupon', 'remove-coupon', 'place-order'];

const REQUIRED_ADDRESS: Partial<Record<FormField, string>> = {
  firstName: FIELD_MESSAGES.firstName,
  lastName: FIELD_MESSAGES.lastName,
  addressLine1: 'Enter the street address.',
  city: 'Enter the city.',
  postalCode: 'Enter the postal code.',
};

export function readEcomForm(body: unknown): { form: EcomForm; action: EcomAction } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
  const form = Object.fromEntries(FORM_FIELDS.map((f) => [f, text(b[f])])) as EcomForm;
  form.country = form.country.toUpperCase();
  form.couponCode = form.couponCode.toUpperCase();
  const action = ACTIONS.find((a) => a === b.action) ?? 'place-order';
  return { form, action };
}

/** The form as the checkout stands: what the buyer entered before, or gave at creation. */
export function formOf(row: CheckoutRow): EcomForm {
  const address = row.shippingInfo.address ?? {};
  const contact = row.shippingInfo.contactDetails ?? {};
  return {
    email: row.email ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    addressLine1: address.addressLine1 ?? address.addressLine ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    subdivision: address.subdivision ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? '',
    shippingOption: row.selectedShippingOption?.code ?? '',
    couponCode: row.couponCode ?? '',
    paymentOutcome: 'pay',
  };
}

function shippingInfoOf(form: EcomForm): AddressWithContact {
  const address: EcomAddress = {};
  for (const key of ['addressLine1', 'addressLine2', 'city', 'subdivision', 'postalCode'] as const)
    if (form[key]) address[key] = form[key];
  if (isCountryCode(form.country)) address.country = form.country;
  const contactDetails = {
    ...(form.firstName ? { firstName: form.firstName } : {}),
    ...(form.lastName ? { lastName: form.lastName } : {}),
  };
  return {
    ...(Object.keys(address).length ? { address } : {}),
    ...(Object.keys(contactDetails).length ? { contactDetails } : {}),
  };
}

/** What to save on the checkout; the coupon is the caller's (it must price first). */
export function changesOf(form: EcomForm): CheckoutChanges {
  return {
    email: form.email || null,
    shippingInfo: shippingInfoOf(form),
    selectedShippingOption: form.shippingOption ? { code: form.shippingOption } : null,
  };
}

/** Everything placing the order needs; the address only when something ships. */
export function validateForOrder(
  form: EcomForm,
  needsShipping: boolean,
  shippingCodes: string[],
): EcomFormErrors {
  const errors: EcomFormErrors = {};
  if (!isEmailAddress(form.email)) errors.email = FIELD_MESSAGES.email;
  if (needsShipping) {
    for (const [field, message] of Object.entries(REQUIRED_ADDRESS))
      if (!form[field as FormField]) errors[field as FormField] = message;
    if (!isCountryCode(form.country))
      errors.country = 'Enter the two-letter country code, like US or DE.';
    if (shippingCodes.length && !shippingCodes.includes(form.shippingOption))
      errors.shippingOption = 'Choose a shipping option.';
  }
  if (form.paymentOutcome !== 'pay' && form.paymentOutcome !== 'decline')
    errors.paymentOutcome = 'Choose a payment outcome.';
  return errors;
}
