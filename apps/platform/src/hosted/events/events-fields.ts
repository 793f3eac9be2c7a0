import type { FormControl, FormInput } from '@headless/contract';
import { addressParts, type Errors, type Values } from './events-form';
import { html, type Html } from '../html';

/** One registration-form input as native, labelled controls; the error sits next to it. */
interface Field {
  control: FormControl;
  input: FormInput;
  /** The posted name, `<prefix>.<input>`; also the element id. */
  name: string;
  values: Values;
  error: string | undefined;
}

const idOf = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

function errorLine(f: Field): Html {
  return f.error ? html`<p class="error" id="${idOf(f.name)}-error">${f.error}</p>` : html``;
}

function invalidAttrs(f: Field): Html {
  return f.error ? html` aria-invalid="true" aria-describedby="${idOf(f.name)}-error"` : html``;
}

const labelText = (input: FormInput) =>
  `${input.label || input.name}${input.mandatory ? '' : ' (optional)'}`;

function autocomplete(name: string): string {
  const map: Record<string, string> = {
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    phone: 'tel',
  };
  return map[name] ?? 'off';
}

function choiceGroup(f: Field, kind: 'radio' | 'checkbox'): Html {
  const options = f.input.options ?? [];
  const current = f.values[f.name];
  return html`<fieldset
    class="group"
    ${f.error ? html` aria-describedby="${idOf(f.name)}-error"` : ''}
  >
    <legend>${labelText(f.input)}</legend>
    ${options.map((option, i) => {
      const name = kind === 'radio' ? f.name : `${f.name}.${i}`;
      const checked = kind === 'radio' ? current === option : f.values[name] === option;
      return html`<label class="choice"
        ><input type="${kind}" name="${name}" value="${option}" ${checked ? html` checked` : ''} />
        ${option}</label
      >`;
    })}
    ${errorLine(f)}
  </fieldset>`;
}

function select(f: Field): Html {
  const id = idOf(f.name);
  const current = f.values[f.name] ?? '';
  return html`<label for="${id}">${labelText(f.input)}</label>
    <select
      id="${id}"
      name="${f.name}"
      ${f.input.mandatory ? html` required` : ''}${invalidAttrs(f)}
    >
      <option value="">Choose…</option>
      ${(f.input.options ?? []).map((o) => html`<option value="${o}" ${current === o ? html` selected` : ''}>${o}</option>`)}
    </select>
    ${errorLine(f)}`;
}

function addressFull(f: Field): Html {
  return html`<fieldset
    class="group"
    ${f.error ? html` aria-describedby="${idOf(f.name)}-error"` : ''}
  >
    <legend>${labelText(f.input)}</legend>
    ${addressParts(f.input).map(([, label], i) => {
      const id = `${idOf(f.name)}-${i}`;
      return html`<label for="${id}">${label}</label
        ><input
          id="${id}"
          name="${f.name}.${i}"
          type="text"
          value="${f.values[`${f.name}.${i}`] ?? ''}"
          maxlength="200"
        />`;
    })}
    ${errorLine(f)}
  </fieldset>`;
}

function textLike(f: Field): Html {
  const id = idOf(f.name);
  const value = f.values[f.name] ?? '';
  const max = f.input.maxLength ? html` maxlength="${f.input.maxLength}"` : html``;
  const required = f.input.mandatory ? html` required` : html``;
  const label = html`<label for="${id}">${labelText(f.input)}</label>`;
  if (f.control.type === 'TEXTAREA')
    return html`${label}<textarea
        id="${id}"
        name="${f.name}"
        rows="3"
        ${max}${required}${invalidAttrs(f)}
      >
${value}</textarea
      >${errorLine(f)}`;
  const type =
    f.input.type === 'DATE_TIME' || f.control.type === 'DATE'
      ? 'date'
      : f.input.type === 'NUMBER' || f.control.type === 'GUEST_CONTROL'
        ? 'number'
        : f.input.name === 'email'
          ? 'email'
          : 'text';
  const range =
    type === 'number'
      ? html` min="0" max="${f.input.maxSize ?? 99}" step="1" inputmode="numeric"`
      : html``;
  return html`${label}<input
      id="${id}"
      name="${f.name}"
      type="${type}"
      value="${value}"
      autocomplete="${autocomplete(f.input.name)}"
      ${range}${max}${required}${invalidAttrs(f)}
    />${errorLine(f)}`;
}

export function fieldHtml(f: Field): Html {
  const hasOptions = !!f.input.options?.length;
  if (f.control.type === 'CHECKBOX' || f.input.type === 'TEXT_ARRAY')
    return choiceGroup(f, 'checkbox');
  if (f.control.type === 'RADIO' && hasOptions) return choiceGroup(f, 'radio');
  if (f.control.type === 'DROPDOWN' && hasOptions) return select(f);
  if (f.control.type === 'ADDRESS_FULL') return addressFull(f);
  return textLike(f);
}

/** The whole form of one person (the buyer or one guest). */
export function personForm(
  controls: FormControl[],
  prefix: string,
  title: string,
  values: Values,
  errors: Errors,
): Html {
  return html`<fieldset class="person">
    <legend>${title}</legend>
    ${controls.flatMap((control) =>
      control.inputs.map((input) => {
        const name = `${prefix}.${input.name}`;
        return fieldHtml({ control, input, name, values, error: errors[name] });
      }),
    )}
  </fieldset>`;
}
