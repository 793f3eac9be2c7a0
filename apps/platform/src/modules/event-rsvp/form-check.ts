import type { EventForm, FieldViolation, FormInput, FormInputValue } from '@headless/contract';

/** Inputs the RSVP body carries at its top level (name, email, guests), not in `form`. */
const SYSTEM_CONTROLS = new Set(['NAME', 'GUEST_CONTROL']);
const TOP_LEVEL_INPUTS = new Set(['firstName', 'lastName', 'email', 'additionalGuests']);

const violation = (field: string, description: string, rule: FieldViolation['violatedRule']) => ({
  field,
  description,
  violatedRule: rule,
});

function typeProblem(input: FormInput, value: FormInputValue): string | undefined {
  switch (input.type) {
    case 'NUMBER': {
      const n = value.number ?? (value.value !== undefined ? Number(value.value) : undefined);
      return n === undefined || Number.isNaN(n) ? 'must be a number' : undefined;
    }
    case 'TEXT_ARRAY':
      return value.values === undefined ? 'must be a list of texts (values)' : undefined;
    case 'DATE_TIME': {
      const text = value.dateTime ?? value.value;
      return text === undefined || Number.isNaN(Date.parse(text)) ? 'must be a date' : undefined;
    }
    case 'ADDRESS':
      return value.address === undefined && !value.value ? 'must be an address' : undefined;
    case 'TEXT':
    default:
      return value.value === undefined ? 'must be a text (value)' : undefined;
  }
}

function outOfOptions(input: FormInput, value: FormInputValue): boolean {
  if (!input.options?.length) return false;
  const chosen = value.values ?? (value.value !== undefined ? [value.value] : []);
  return chosen.some((c) => !input.options!.includes(c));
}

/** Required inputs present, values of the declared type and among the options; unknown names refused. */
export function checkFormResponse(
  form: EventForm,
  values: FormInputValue[],
  prefix = 'form.inputValues',
): FieldViolation[] {
  const inputs = form.controls
    .filter((c) => !SYSTEM_CONTROLS.has(c.type))
    .flatMap((c) => c.inputs)
    .filter((i) => !TOP_LEVEL_INPUTS.has(i.name));
  const byName = new Map(values.map((v) => [v.inputName, v]));
  const problems: FieldViolation[] = [];
  for (const input of inputs) {
    const value = byName.get(input.name);
    const field = `${prefix}.${input.name}`;
    if (!value) {
      if (input.mandatory) problems.push(violation(field, 'is required', 'REQUIRED_FIELD'));
      continue;
    }
    const problem = typeProblem(input, value);
    if (problem) problems.push(violation(field, problem, 'VALIDATION'));
    else if (outOfOptions(input, value))
      problems.push(
        violation(field, `must be one of: ${input.options!.join(', ')}`, 'INVALID_ENUM_VALUE'),
      );
  }
  const known = new Set(inputs.map((i) => i.name));
  for (const v of values)
    if (!known.has(v.inputName) && !TOP_LEVEL_INPUTS.has(v.inputName))
      problems.push(
        violation(`${prefix}.${v.inputName}`, 'is not a field of the form', 'FIELD_NOT_ALLOWED'),
      );
  return problems;
}
