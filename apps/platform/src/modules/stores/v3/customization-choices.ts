import { CatalogChoiceErrorCode, type V3Customization } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid, notFound } from '../../../kernel/errors';
import { keepOptionSettings, lockedOption } from './customization-create';

/**
 * An option's choices reordered and linked to primary choices (docs/protocol.md §2.3), each at
 * the revision the owner read, as add/set/remove choices are: kept in the option's own settings
 * by choice name (`choiceOrder`, `primaryChoices`), so a choice its products carry moves too.
 */
type Choice = NonNullable<V3Customization['choicesSettings']>['choices'][number];
const choicesOf = (option: V3Customization): Choice[] => option.choicesSettings?.choices ?? [];

/** `choiceIds` must name each of the option's choices once (400 CHOICE_IDS_MISMATCH). */
export async function reorderChoicesInTx(
  tx: Db,
  caller: Caller,
  id: string,
  choiceIds: string[],
  revision: string,
) {
  const option = await lockedOption(tx, caller, id, revision);
  const names = new Map(choicesOf(option).map((c) => [c.id, c.name]));
  const seen = new Set<string>();
  const extraIds = choiceIds.filter((c) => !names.has(c) || seen.has(c) || !seen.add(c));
  const missingIds = [...names.keys()].filter((c) => !seen.has(c));
  if (extraIds.length || missingIds.length)
    throw invalid(
      CatalogChoiceErrorCode.choiceIdsMismatch,
      `choiceIds must list each choice of ${option.name} once`,
      { missingIds, extraIds },
    );
  return keepOptionSettings(tx, caller, option, () => ({
    choiceOrder: choiceIds.map((c) => names.get(c)!),
  }));
}

export interface MaskedChoice {
  choice: { id: string; primaryChoiceIds?: string[] | null } & Record<string, unknown>;
  fieldMask?: string | null;
}

/** The fields a masked choice changes: the mask's paths, or those sent that differ. */
function changedFields({ choice, fieldMask }: MaskedChoice, current: Choice): string[] {
  if (fieldMask)
    return fieldMask
      .split(',')
      .map((path) => path.trim().replace(/^choice\./, ''))
      .filter(Boolean);
  const now = current as Record<string, unknown>;
  return Object.keys(choice).filter(
    (k) =>
      k === 'primaryChoiceIds' ||
      (k !== 'id' && choice[k] != null && JSON.stringify(choice[k]) !== JSON.stringify(now[k])),
  );
}

function primariesOf(masked: MaskedChoice, names: Map<string, string>, at: string): string[] {
  const own = masked.choice.id;
  return (masked.choice.primaryChoiceIds ?? []).map((primary) => {
    if (primary === own)
      throw invalid(
        CatalogChoiceErrorCode.primaryChoiceSelfReference,
        `Choice ${own} can't be its own primary choice`,
        { field: at, choiceId: own },
      );
    const name = names.get(primary);
    if (!name)
      throw invalid(
        CatalogChoiceErrorCode.primaryChoiceNotFound,
        `Primary choice ${primary} is not a choice of this customization`,
        { field: at, choiceId: primary },
      );
    return name;
  });
}

/**
 * Each named choice's `primaryChoiceIds` set (the one field the reference lets change): an
 * unknown choice is 404, a primary that is itself linked (one level only) 400.
 */
export async function updateChoicesInTx(
  tx: Db,
  caller: Caller,
  id: string,
  choices: MaskedChoice[],
  revision: string,
) {
  const option = await lockedOption(tx, caller, id, revision);
  const current = new Map(choicesOf(option).map((c) => [c.id, c]));
  const names = new Map([...current].map(([cid, c]) => [cid, c.name]));
  return keepOptionSettings(tx, caller, option, (own) => {
    const linked = { ...own.primaryChoices };
    choices.forEach((masked, i) => {
      const at = `choices[${i}].choice`;
      const choice = current.get(masked.choice.id);
      if (!choice)
        throw notFound(
          CatalogChoiceErrorCode.choiceNotFound,
          `Customization ${id} has no choice ${masked.choice.id}`,
          { customizationId: id, choiceId: masked.choice.id },
        );
      const unsupported = changedFields(masked, choice).find((f) => f !== 'primaryChoiceIds');
      if (unsupported)
        throw invalid(
          CatalogChoiceErrorCode.unsupportedChoiceField,
          `Only primaryChoiceIds can be updated here, not ${unsupported}`,
          { field: `${at}.${unsupported}` },
        );
      linked[choice.name] = primariesOf(masked, names, `${at}.primaryChoiceIds`);
      if (!linked[choice.name]!.length) delete linked[choice.name];
    });
    const primary = Object.values(linked)
      .flat()
      .find((name) => linked[name]?.length);
    if (primary)
      throw invalid(
        CatalogChoiceErrorCode.primaryChoiceHierarchyViolation,
        `Choice ${primary} is grouped under another choice, so no choice can be grouped under it`,
        { choiceName: primary },
      );
    return { primaryChoices: linked };
  });
}

const one = async (db: Db, run: (tx: Db) => Promise<V3Customization>) => ({
  customization: await db.transaction(run),
});

export const reorderChoicesV3 = (
  db: Db,
  caller: Caller,
  id: string,
  body: { choiceIds: string[]; revision: string },
) => one(db, (tx) => reorderChoicesInTx(tx, caller, id, body.choiceIds, body.revision));

export const updateChoicesV3 = (
  db: Db,
  caller: Caller,
  id: string,
  body: { choices: MaskedChoice[]; revision: string },
) => one(db, (tx) => updateChoicesInTx(tx, caller, id, body.choices, body.revision));
