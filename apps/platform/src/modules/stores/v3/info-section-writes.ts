import {
  CatalogErrorCode,
  type UpdateInfoSectionV3Input,
  type V3InfoSection,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { ProductDetails } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { entityEventRecorder } from '../../../outbox/record';
import { listsTitle } from './carriers';
import { derivedWriter } from './derived-entity';
import { findInfoSectionV3, getInfoSectionV3 } from './info-sections';

/**
 * Catalog V3 info sections, the owner's update and delete (docs/protocol.md §2.3): an info
 * section is the title of the products' additional info sections (V1's), so an update rewrites
 * it on every product carrying it (a new title moves the id, derived from it) and a delete takes
 * it off them, as the reference says.
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
  read: async (tx, caller, id) => (await getInfoSectionV3(tx, caller, id)).infoSection,
  carrying,
  names: { name: 'info section', idField: 'infoSectionId', at: 'infoSection' },
  record: entityEventRecorder('wix.stores.catalog.v3.info_section', 'infoSection'),
});

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
    throw invalid(
      CatalogErrorCode.infoSectionAlreadyExists,
      `The site already has an info section named ${title}`,
      { uniqueName: title },
    );
  await writer.rewrite(
    tx,
    caller,
    before,
    sectionsChange(before.title, (s) => ({ title, description: description ?? s.description })),
  );
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
  await writer.record(tx, caller, 'deleted', before);
}

export const updateInfoSectionV3 = async (
  db: Db,
  caller: Caller,
  id: string,
  input: UpdateInfoSectionV3Input,
) => ({ infoSection: await db.transaction((tx) => updateInfoSectionInTx(tx, caller, id, input)) });

export const deleteInfoSectionV3 = async (db: Db, caller: Caller, id: string) => (
  await db.transaction((tx) => deleteInfoSectionInTx(tx, caller, id)),
  {}
);
