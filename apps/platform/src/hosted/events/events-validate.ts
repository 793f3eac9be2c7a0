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
 * What to do about a custom field, said after its label. The label is the site owner's text, any
 * words at all (a proper noun, a question): it leads as typed, never lower-cased or set inside our
 * sentence ("Enter Birthday as a date" read oddly): "Birthday: enter a date like 2026-11-27.", or
 * after a label that ends a sentence of its own, "Coming by car? Choose one of the options.".
 */
function aboutField(label: string, whatToDo: string): string {
  const lead = label.trim().replace(/:$/, '');
  if (/[?!.]$/.test(lead))
    return `${lead} ${whatToDo.charAt(0).toUpperCase()}${whatToDo.slice(1)}.`;
  return `${lead}: ${whatToDo}.`;
}

/** What to do about an empty mandatory field: the other checkouts' words for theirs. */
function missingError(control: FormControl, input: FormInput, label: string): string {
  const system = control.system ? SYSTEM_MISSING.get(input.name) : undefined;
  if (system) return system;
  return aboutField(label, input.options?.length ? 'choose one of the options' : 'fill this in');
}

/** One input's value as posted, or what is wrong with it (what to do, next to the field). */
function checkInput(
  control: FormControl,
  input: FormInput,
  field: string,
  values: Values,
): { value?: InputValue; error?: string } {
  const label = input.label?.trim() || input.name;
  if (control.type === 'CHECKBOX' || input.type === 'TEXT_ARRAY') {
    const chosen = arrayValues(values, field);
    if (input.mandatory && !chosen.length)
      return { error: aboutField(label, 'choose at least one') };
    if (input.options && chosen.some((c) => !input.options!.includes(c)))
      return { error: aboutField(label, 'choose from the listed options') };
    if (input.maxSize !== undefined && chosen.length > input.maxSize)
      return { error: aboutField(label, `choose at most ${input.maxSize}`) };
    return chosen.length ? { value: { inputName: input.name, values: chosen } } : {};
  }
  if (control.type === 'ADDRESS_FULL') {
    const parts = addressParts(input).map((_, i) => values[`${field}.${i}`] ?? '');
    if (input.mandatory && parts.some((p) => !p))
      return { error: aboutField(label, 'fill in every part') };
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
    return { error: aboutField(label, `shorten it to ${input.maxLength} characters or fewer`) };
  if (input.name === 'email' && !isEmailAddress(value)) return { error: FIELD_MESSAGES.email };
  if (input.options?.length && !input.options.includes(value))
    return { error: aboutField(label, 'choose one of the options') };
  if (input.type === 'NUMBER' || control.type === 'GUEST_CONTROL') {
    const max = input.maxSize ?? 99;
    if (!/^\d+$/.test(value) || Number(value) > max)
      return { error: aboutField(label, `enter a whole number from 0 to ${max}`) };
  }
  if ((input.type === 'DATE_TIME' || control.type === 'DATE') && !isDate(value))
    return { error: aboutField(label, 'enter a date like 2026-11-27') };
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
