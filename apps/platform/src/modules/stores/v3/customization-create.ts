import {
  CatalogErrorCode,
  type CustomizationV3Input,
  type V3Customization,
  type V3CustomizationChoiceInput,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  storesCatalogNames as n,
  storesProductOptions as o,
  type CatalogNameSettings,
  type StoredChoice,
} from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { invalid, precondition, validationError } from '../../../kernel/errors';
import { choiceId } from '../wire/v3';
import { customizationWriter as writer, find, isOption } from './customization-writes';

/**
 * Catalog V3 customizations made on their own and their choices (docs/protocol.md §2.3): kept in
 * `stores_catalog_names` (0070) beside what the products carry, so the reads list both. The
 * catalog carries options with choices and free-text modifiers (V1's custom text fields), so a
 * modifier with choices is refused (README: differences). A choice products carry stays.
 */
const DEFAULT_MAX_CHARS = 500;

const required = (field: string) =>
  validationError([{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);

function storedChoices(choices: V3CustomizationChoiceInput[], at: string): StoredChoice[] {
  const names = new Set<string>();
  return choices.map((c, i) => {
    const name = c.name.trim();
    if (!name) throw required(`${at}[${i}].name`);
    if (names.has(name)) throw choiceTaken(name);
    names.add(name);
    return { value: c.colorCode ?? name, description: name, visible: true };
  });
}

const choiceTaken = (name: string) =>
  invalid(CatalogErrorCode.choiceAlreadyExists, `The customization already has a choice ${name}`, {
    name,
  });

export async function createCustomizationInTx(
  tx: Db,
  caller: Caller,
  input: CustomizationV3Input,
  at = 'customization',
): Promise<V3Customization> {
  const name = input.name?.trim();
  if (!name) throw required(`${at}.name`);
  const type = input.customizationType;
  if (!type) throw required(`${at}.customizationType`);
  const render = input.customizationRenderType;
  if (!render) throw required(`${at}.customizationRenderType`);
  if ((type === 'MODIFIER') !== (render === 'FREE_TEXT'))
    throw invalid(
      CatalogErrorCode.invalidCustomization,
      'An option has text or swatch choices; a modifier here is free text',
      { customizationType: type, customizationRenderType: render },
    );
  if (await find(tx, caller, name, type))
    throw invalid(
      CatalogErrorCode.customizationAlreadyExists,
      `The site already has a customization named ${name}`,
      { name },
    );
  if (type === 'PRODUCT_OPTION') {
    const choices = input.choicesSettings?.choices ?? [];
    if (!choices.length) throw required(`${at}.choicesSettings.choices`);
    const settings = {
      render: render as 'TEXT_CHOICES' | 'SWATCH_CHOICES',
      choices: storedChoices(choices, `${at}.choicesSettings.choices`),
    };
    await writer.keep(tx, caller, { kind: 'option', name }, settings);
  } else {
    const maxLength = input.freeTextInput?.maxCharCount ?? DEFAULT_MAX_CHARS;
    await writer.keep(tx, caller, { kind: 'modifier', name }, { maxLength });
  }
  const created = (await find(tx, caller, name, type))!;
  await writer.record(tx, caller, 'created', created);
  return created;
}

/** The option of that id locked, at `revision` when one is sent; a modifier has no choices. */
export async function lockedOption(tx: Db, caller: Caller, id: string, revision?: string | null) {
  const option = await writer.locked(tx, caller, id, revision ?? undefined);
  if (!isOption(option))
    throw invalid(
      CatalogErrorCode.invalidCustomization,
      `Customization ${id} is a free-text modifier: it has no choices`,
      { customizationId: id },
    );
  return option;
}

/** The names of the option's choices its products carry. */
async function carriedChoices(tx: Db, caller: Caller, name: string): Promise<Set<string>> {
  const rows = await tx
    .select({ choices: o.choices })
    .from(o)
    .where(and(eq(o.siteId, caller.siteId), eq(o.name, name)));
  return new Set(rows.flatMap((r) => r.choices.map((c) => c.description)));
}

async function ownSettings(tx: Db, caller: Caller, name: string): Promise<CatalogNameSettings> {
  const [row] = await tx
    .select({ settings: n.settings })
    .from(n)
    .where(and(eq(n.siteId, caller.siteId), eq(n.kind, 'option'), eq(n.name, name)));
  return row?.settings ?? {};
}
const ownChoices = async (tx: Db, caller: Caller, name: string) =>
  (await ownSettings(tx, caller, name)).choices ?? [];

/**
 * Keeps `change` in the option's own settings (its own choices, their order, their links; the
 * choices its products carry stay theirs) and records the option's update.
 */
export async function keepOptionSettings(
  tx: Db,
  caller: Caller,
  option: V3Customization,
  change: (own: CatalogNameSettings) => CatalogNameSettings,
) {
  const render = option.customizationRenderType as 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  const own = await ownSettings(tx, caller, option.name);
  const settings = { choices: [], ...own, render, ...change(own) };
  await writer.keep(tx, caller, { kind: 'option', name: option.name }, settings);
  const after = (await find(tx, caller, option.name, 'PRODUCT_OPTION'))!;
  await writer.record(tx, caller, 'updated', after);
  return after;
}

const keepChoices = (tx: Db, caller: Caller, option: V3Customization, choices: StoredChoice[]) =>
  keepOptionSettings(tx, caller, option, () => ({ choices }));

export async function addChoicesInTx(
  tx: Db,
  caller: Caller,
  id: string,
  choices: V3CustomizationChoiceInput[],
  at = 'choices',
) {
  const option = await lockedOption(tx, caller, id);
  const added = storedChoices(choices, at);
  const have = new Set(option.choicesSettings?.choices.map((c) => c.name));
  const again = added.find((c) => have.has(c.description));
  if (again) throw choiceTaken(again.description);
  return keepChoices(tx, caller, option, [
    ...(await ownChoices(tx, caller, option.name)),
    ...added,
  ]);
}

/** The option's choices become `choices`; each one its products carry must stay (428). */
export async function setChoicesInTx(
  tx: Db,
  caller: Caller,
  id: string,
  choices: V3CustomizationChoiceInput[],
  revision?: string | null,
) {
  const option = await lockedOption(tx, caller, id, revision);
  const wanted = storedChoices(choices, 'choices');
  const carried = await carriedChoices(tx, caller, option.name);
  const kept = new Set(wanted.map((c) => c.description));
  const dropped = [...carried].find((name) => !kept.has(name));
  if (dropped) throw inUse(option, dropped);
  return keepChoices(tx, caller, option, wanted);
}

export async function removeChoicesInTx(
  tx: Db,
  caller: Caller,
  id: string,
  choiceIds: string[],
  revision?: string | null,
) {
  const option = await lockedOption(tx, caller, id, revision);
  const carried = await carriedChoices(tx, caller, option.name);
  const gone = new Set(choiceIds);
  const carriedGone = [...carried].find((name) => gone.has(choiceId(option.name, name)));
  if (carriedGone) throw inUse(option, carriedGone);
  const own = await ownChoices(tx, caller, option.name);
  return keepChoices(
    tx,
    caller,
    option,
    own.filter((c) => !gone.has(choiceId(option.name, c.description))),
  );
}

const inUse = (option: V3Customization, choice: string) =>
  precondition(
    CatalogErrorCode.choiceInUse,
    `Choice ${choice} of ${option.name} is assigned to products: take it off them first`,
    { customizationId: option.id, choiceId: choiceId(option.name, choice) },
  );
