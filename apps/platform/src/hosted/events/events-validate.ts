import { isEmailAddress, type FormControl, type FormInput } from '@headless/contract';
import { addressParts, arrayValues, type Errors, type Values } from './events-form';
import { FIELD_MESSAGES } from '../form-messages';

export interface InputValue {
  inputName: string;
  value?: string;
  values?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The system fields the other hosted checkouts ask for too, said in their words. */
const SYSTEM_MISSING = new Map<string, string>(Object.entries(FIELD_MESSAGES));

/**
 * What to do about an empty mandatory field. A custom field's label is the site owner's text,
 * perhaps a proper noun: it leads the sentence as typed, never lower-cased ("Enter First Name."
 * read oddly).
 */
function missingError(control: FormControl, input: FormInput, label: string): string {
  const system = control.system ? SYSTEM_MISSING.get(input.name) : undefined;
  if (system) return system;
  return input.options?.length ? `Choose ${label}.` : `${label} is required.`;
}

/** One input's value as posted, or what is wrong with it (what to do, next to the field). */
function checkInput(
  control: FormControl,
  input: FormInput,
  field: string,
  values: Values,
): { value?: InputValue; error?: string } {
  const label = input.label || input.name;
  if (control.type === 'CHECKBOX' || input.type === 'TEXT_ARRAY') {
    const chosen = arrayValues(values, field);
    if (input.mandatory && !chosen.length) return { error: `Choose at least one: ${label}.` };
    if (input.options && chosen.some((c) => !input.options!.includes(c)))
      return { error: `Choose from the listed options for ${label}.` };
    if (input.maxSize !== undefined && chosen.length > input.maxSize)
      return { error: `Choose at most ${input.maxSize} for ${label}.` };
    return chosen.length ? { value: { inputName: input.name, values: chosen } } : {};
  }
  if (control.type === 'ADDRESS_FULL') {
    const parts = addressParts(input).map((_, i) => values[`${field}.${i}`] ?? '');
    if (input.mandatory && parts.some((p) => !p)) return { error: `Enter every part of ${label}.` };
    return parts.some(Boolean) ? { value: { inputName: input.name, values: parts } } : {};
  }
  const value = values[field] ?? '';
  if (!value) {
    if (!input.mandatory) return {};
    return { error: missingError(control, input, label) };
  }
  return checkScalar(control, input, value, label);
}

function checkScalar(control: FormControl, input: FormInput, value: string, label: string) {
  if (input.maxLength && value.length > input.maxLength)
    return { error: `${label} can be at most ${input.maxLength} characters.` };
  if (input.name === 'email' && !isEmailAddress(value)) return { error: FIELD_MESSAGES.email };
  if (input.options?.length && !input.options.includes(value))
    return { error: `Choose one of the options for ${label}.` };
  if (input.type === 'NUMBER' || control.type === 'GUEST_CONTROL') {
    const max = input.maxSize ?? 99;
    if (!/^\d+$/.test(value) || Number(value) > max)
      return { error: `Enter a whole number from 0 to ${max} for ${label}.` };
  }
  if ((input.type === 'DATE_TIME' || control.type === 'DATE') && !isDate(value))
    return { error: `Enter ${label} as a date (year-month-day).` };
  return { value: { inputName: input.name, value } };
}

/** A form's input values for the checkout call, and the errors keyed by field name. */
export function collectForm(
  controls: FormControl[],
  prefix: string,
  values: Values,
): { inputValues: InputValue[]; errors: Errors } {
  const inputValues: InputValue[] = [];
  const errors: Errors = {};
  for (const control of controls)
    for (const input of control.inputs) {
      const field = `${prefix}.${input.name}`;
      const result = checkInput(control, input, field, values);
      if (result.error) errors[field] = result.error;
      if (result.value) inputValues.push(result.value);
    }
  return { inputValues, errors };
}

export const valueOf = (inputValues: InputValue[], name: string) =>
  inputValues.find((v) => v.inputName === name)?.value;
