import {
  CatalogErrorCode,
  type InfoSectionV3Input,
  type UpdateInfoSectionV3Input,
  type V3InfoSection,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { ProductDetails } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import { entityEventRecorder } from '../../../outbox/record';
import { listsTitle } from './carriers';
import { derivedWriter } from './derived-entity';
import { findInfoSectionV3, getInfoSectionV3 } from './info-sections';

/**
 * Catalog V3 info sections, the owner's writes (docs/protocol.md §2.3): an info section is the
 * title of the products' additional info sections (V1's), so an update rewrites it on every
 * product carrying it (a new title moves the id, derived from it) and a delete takes it off them,
 * as the reference says. One made on its own is kept until a product carries it; its unique
 * name is its title (README: differences).
 */
type Section = NonNullable<ProductDetails['additionalInfoSections']>[number];

function sectionsChange(title: string, change: (s: Section) => Section | undefined) {
  return (details: ProductDetails): ProductDetails => ({
    ...details,
    additionalInfoSections: (details.additionalInfoSections ?? []).flatMap((s) =>
      s.title === title ? (change(s) ?? []) : [s],
    ),
  });
}

const carrying = (section: V3InfoSection) => listsTitle('additionalInfoSections', section.title);

const writer = derivedWriter<V3InfoSection>({
  own: (section) => ({ kind: 'info-section', name: section.title }),
  read: async (tx, caller, id) => (await getInfoSectionV3(tx, caller, id)).infoSection,
  carrying,
  names: { name: 'info section', idField: 'infoSectionId', at: 'infoSection' },
  record: entityEventRecorder('wix.stores.catalog.v3.info_section', 'infoSection'),
});

const taken = (title: string) =>
  invalid(
    CatalogErrorCode.infoSectionAlreadyExists,
    `The site already has an info section named ${title}`,
    { uniqueName: title },
  );

/** The title a create names: `title`, else `uniqueName` (one name here), required. */
function titleOf(input: InfoSectionV3Input, at: string): string {
  const title = (input.title ?? input.uniqueName)?.trim();
  if (!title)
    throw validationError([
      { field: `${at}.title`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  return title;
}

export async function createInfoSectionInTx(
  tx: Db,
  caller: Caller,
  input: InfoSectionV3Input,
  at = 'infoSection',
): Promise<V3InfoSection> {
  const title = titleOf(input, at);
  if (await findInfoSectionV3(tx, caller, { title })) throw taken(title);
  const own = { kind: 'info-section' as const, name: title };
  await writer.keep(tx, caller, own, { description: input.plainDescription ?? '' });
  const created = (await findInfoSectionV3(tx, caller, { title }))!;
  await writer.record(tx, caller, 'created', created);
  return created;
}

/** The section of that id or unique name, made when the site has none of that name. */
export async function getOrCreateInfoSectionInTx(
  tx: Db,
  caller: Caller,
  input: InfoSectionV3Input,
  at = 'infoSection',
): Promise<V3InfoSection> {
  if (input.id) return (await getInfoSectionV3(tx, caller, input.id)).infoSection;
  const title = titleOf({ title: input.uniqueName ?? input.title }, at);
  return (
    (await findInfoSectionV3(tx, caller, { title })) ??
    createInfoSectionInTx(tx, caller, { ...input, title: input.title ?? title }, at)
  );
}

export async function updateInfoSectionInTx(
  tx: Db,
  caller: Caller,
  id: string,
  input: UpdateInfoSectionV3Input,
): Promise<V3InfoSection> {
  const before = await writer.locked(tx, caller, id, input.revision ?? '');
  const title = (input.title ?? input.uniqueName)?.trim() || before.title;
  const description = input.plainDescription;
  if (title === before.title && description == null) return before;
  if (title !== before.title && (await findInfoSectionV3(tx, caller, { title })))
    throw taken(title);
  await writer.rewrite(
    tx,
    caller,
    before,
    sectionsChange(before.title, (s) => ({ title, description: description ?? s.description })),
  );
  await writer.move(tx, caller, before, {
    name: title,
    settings: description == null ? {} : { description },
  });
  const after = (await findInfoSectionV3(tx, caller, { title }))!;
  await writer.record(tx, caller, 'updated', after);
  return after;
}

export async function deleteInfoSectionInTx(tx: Db, caller: Caller, id: string): Promise<void> {
  const before = await writer.locked(tx, caller, id);
  await writer.rewrite(
    tx,
    caller,
    before,
    sectionsChange(before.title, () => undefined),
  );
  await writer.drop(tx, caller, before);
  await writer.record(tx, caller, 'deleted', before);
}
