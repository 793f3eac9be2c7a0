import type { CheckoutRequest, FieldViolation, FormInputValue } from '@headless/contract';
import { validationError } from '../../../kernel/errors';
import type { EventRow } from '../event-access';
import { checkForm, formControls, nameAndEmail } from './form-check';

export interface BuyerInfo {
  firstName: string;
  lastName: string;
  email: string;
}

export interface CheckedGuests {
  buyer: BuyerInfo;
  /** The buyer's form first, then one per further guest. */
  forms: FormInputValue[][];
}

type GuestsInput = Pick<CheckoutRequest, 'buyer' | 'guests'>;

function buyerOf(request: GuestsInput, first: FormInputValue[] | undefined, out: FieldViolation[]) {
  const fromForm: Partial<BuyerInfo> = first ? nameAndEmail(first) : {};
  const buyer = {
    firstName: request.buyer?.firstName ?? fromForm.firstName,
    lastName: request.buyer?.lastName ?? fromForm.lastName,
    email: request.buyer?.email ?? fromForm.email,
  };
  for (const key of ['firstName', 'lastName', 'email'] as const)
    if (!buyer[key])
      out.push({
        field: `buyer.${key}`,
        description: 'is required (in buyer or the first guest form)',
        violatedRule: 'REQUIRED_FIELD',
      });
  return buyer as BuyerInfo;
}

/**
 * The buyer and guest forms checked against the event's registration form: required inputs,
 * value types, options, unknown inputs. At most one guest per ticket. Throws one validation error.
 */
export function checkGuests(event: EventRow, request: GuestsInput, tickets: number): CheckedGuests {
  const violations: FieldViolation[] = [];
  const controls = formControls(event);
  const guests = request.guests ?? [];
  if (guests.length > tickets)
    violations.push({
      field: 'guests',
      description: `must be at most one per ticket (${tickets})`,
      violatedRule: 'MAX_SIZE',
      data: { max: tickets },
    });
  const forms = guests.map((g, i) => {
    violations.push(...checkForm(controls, g.form.inputValues, `guests.${i}.form`));
    return g.form.inputValues;
  });
  const buyer = buyerOf(request, forms[0], violations);
  if (!forms.length) {
    const synthetic = [
      { inputName: 'firstName', value: buyer.firstName },
      { inputName: 'lastName', value: buyer.lastName },
      { inputName: 'email', value: buyer.email },
    ];
    const known = new Set(controls.flatMap((c) => c.inputs.map((i) => i.name)));
    const filled = synthetic.filter((v) => known.has(v.inputName) && v.value);
    if (!violations.length) violations.push(...checkForm(controls, filled, 'guests.0.form'));
    forms.push(filled);
  }
  if (violations.length) throw validationError(violations);
  return { buyer, forms };
}
