import {
  EventForm,
  type FieldViolation,
  type FormControl,
  type FormInput,
  type FormInputValue,
  isEmailAddress,
} from '@headless/contract';
import type { EventRow } from '../event-access';
import { defaultForm } from '../../events/index';

/** The event's own registration form when it has one, else name and email. */
export function formControls(event: EventRow): FormControl[] {
  const parsed = event.form ? EventForm.safeParse(event.form) : undefined;
  return parsed?.success && parsed.data.controls.length
    ? parsed.data.controls
    : defaultForm().controls;
}

type Check = (v: FormInputValue, input: FormInput, control: FormControl) => string | undefined;

const listOf = (v: FormInputValue) => v.values ?? (v.value !== undefined ? [v.value] : []);
const textOf = (v: FormInputValue) =>
  v.value ?? (v.number !== undefined ? String(v.number) : v.dateTime);

const checkList: Check = (v, input) => {
  const chosen = listOf(v);
  if (input.options?.length && chosen.some((c) => !input.options!.includes(c)))
    return `must be among ${input.options.join(', ')}`;
  if (input.maxSize !== undefined && chosen.length > input.maxSize)
    return `takes at most ${input.maxSize} values`;
  return undefined;
};

const checkScalar: Check = (v, input, control) => {
  const text = textOf(v);
  if (text === undefined) return v.values || v.address ? 'must be a single value' : undefined;
  if (input.maxLength !== undefined && text.length > input.maxLength)
    return `must be at most ${input.maxLength} characters`;
  if (input.name === 'email' && !isEmailAddress(text)) return 'must be an email address';
  if (input.options?.length && !input.options.includes(text))
    return `must be one of ${input.options.join(', ')}`;
  if (
    (input.type === 'NUMBER' || control.type === 'GUEST_CONTROL') &&
    !/^-?\d+(\.\d+)?$/.test(text)
  )
    return 'must be a number';
  if ((input.type === 'DATE_TIME' || control.type === 'DATE') && Number.isNaN(Date.parse(text)))
    return 'must be a date';
  return undefined;
};

function typeProblem(
  v: FormInputValue,
  input: FormInput,
  control: FormControl,
): string | undefined {
  if (input.type === 'TEXT_ARRAY' || control.type === 'CHECKBOX')
    return checkList(v, input, control);
  if (input.type === 'ADDRESS')
    return listOf(v).length || v.address ? undefined : 'must be an address';
  return checkScalar(v, input, control);
}

const isEmpty = (v: FormInputValue | undefined) =>
  !v || (!textOf(v)?.trim() && !listOf(v).some((s) => s.trim()) && !v.address);

/** Violations of one filled-in form against the event's controls (`prefix.<inputName>`). */
export function checkForm(
  controls: FormControl[],
  values: FormInputValue[],
  prefix: string,
): FieldViolation[] {
  const out: FieldViolation[] = [];
  const byName = new Map(values.map((v) => [v.inputName, v]));
  const known = new Set<string>();
  for (const control of controls)
    for (const input of control.inputs) {
      known.add(input.name);
      const field = `${prefix}.${input.name}`;
      const value = byName.get(input.name);
      if (isEmpty(value)) {
        if (input.mandatory)
          out.push({ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' });
        continue;
      }
      const problem = typeProblem(value!, input, control);
      if (problem)
        out.push({ field, description: problem, violatedRule: 'VALIDATION', ruleName: input.type });
    }
  for (const v of values)
    if (!known.has(v.inputName))
      out.push({
        field: `${prefix}.${v.inputName}`,
        description: 'is not on the registration form',
        violatedRule: 'FIELD_NOT_ALLOWED',
      });
  return out;
}

/** firstName, lastName and email as the form gave them. */
export function nameAndEmail(values: FormInputValue[]) {
  const get = (name: string) =>
    values.find((v) => v.inputName === name)?.value?.trim() || undefined;
  return { firstName: get('firstName'), lastName: get('lastName'), email: get('email') };
}
