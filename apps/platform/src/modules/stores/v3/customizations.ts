import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type QueryDerivedV3Request,
  type V3Customization,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  storesCatalogNames as n,
  storesProductOptions as o,
  storesProducts as p,
} from '../../../db/schema/stores';
import type { CatalogNameSettings, StoredChoice } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { defineFields, type EntityQuerySpec } from '../../../query';
import { choiceId } from '../wire/v3';
import { derivedIdSql } from './derived-id';
import { derivedReader } from './derived-entity';
import { column, derivedFields, derivedMeta, type DerivedRow } from './derived-query';

/**
 * Catalog V3 customizations, as the products carry them: every option name the site's products
 * use is one PRODUCT_OPTION (its choices the union of theirs), every custom text field title one
 * FREE_TEXT MODIFIER; with those made on their own (`stores_catalog_names`, 0070), no product
 * carrying them yet, and the choices added to an option beyond its products'. Their ids are the ones the products report (wire/v3.ts `optionId`,
 * `modifierId`), so a product's option leads to its customization.
 */
function customizationRows(siteId: string) {
  // Each product's option, then the ones made on their own (kept last: their choices follow).
  const optionRows = sql`
    select ${o.name} as name, ${o.optionType}::text as type, ${o.choices} as choices, 1 as carried,
      0 as own, ${p.createdAt} as created, ${p.updatedAt} as updated, ${p.id}::text as product,
      null::jsonb as kept
    from ${o} join ${p} on ${p.id} = ${o.productId} where ${o.siteId} = ${siteId}
    union all
    select ${n.name}, case when ${n.settings}->>'render' = 'SWATCH_CHOICES' then 'color' else 'drop_down' end,
      coalesce(${n.settings}->'choices', '[]'::jsonb), 0, 1, ${n.createdAt}, ${n.updatedAt}, '',
      ${n.settings}
    from ${n} where ${n.siteId} = ${siteId} and ${n.kind} = 'option'`;
  const options = sql`
    select x.name, 'PRODUCT_OPTION' as type,
      case when bool_or(x.type = 'color') then 'SWATCH_CHOICES' else 'TEXT_CHOICES' end as render,
      sum(x.carried)::int as products, min(x.created) as created, max(x.updated) as updated,
      json_agg(json_build_object('type', x.type, 'choices', x.choices)
        order by x.own, x.created, x.product) as settings,
      (array_agg(x.kept) filter (where x.kept is not null))[1] as kept
    from (${optionRows}) x group by x.name`;
  const fieldRows = sql`
    select f.value as field, 1 as carried, 0 as own, ${p.createdAt} as created,
      ${p.updatedAt} as updated, ${p.id}::text as product
    from ${p} cross join lateral
      jsonb_array_elements(coalesce(${p.details}->'customTextFields', '[]'::jsonb)) as f(value)
    where ${p.siteId} = ${siteId}
    union all
    select ${n.settings} || jsonb_build_object('title', ${n.name}), 0, 1, ${n.createdAt},
      ${n.updatedAt}, ''
    from ${n} where ${n.siteId} = ${siteId} and ${n.kind} = 'modifier'`;
  const modifiers = sql`
    select x.field->>'title' as name, 'MODIFIER' as type, 'FREE_TEXT' as render,
      sum(x.carried)::int as products, min(x.created) as created, max(x.updated) as updated,
      json_agg(x.field order by x.own, x.created, x.product) as settings, null::jsonb as kept
    from (${fieldRows}) x group by x.field->>'title'`;
  const kind = sql`case when u.type = 'PRODUCT_OPTION' then 'option' else 'modifier' end`;
  return sql`select u.*, ${derivedIdSql(kind, sql`u.name`)} as id
    from (${options} union all ${modifiers}) u`;
}

const spec: EntityQuerySpec = {
  fields: defineFields({
    ...derivedFields,
    name: { sql: column('name'), type: 'string', sortable: true },
    key: { sql: column('name'), type: 'string' },
    customizationType: {
      sql: column('type'),
      type: 'string',
      enumValues: ['PRODUCT_OPTION', 'MODIFIER'],
      sortable: true,
    },
    customizationRenderType: {
      sql: column('render'),
      type: 'string',
      enumValues: ['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES'],
      sortable: true,
    },
  }),
  defaultSort: [sql`d.type desc`, sql`d.name`],
  tieBreaker: column('id'),
  defaultLimit: DEFAULT_PAGE_SIZE,
};

interface OptionSettings {
  type: string;
  choices: StoredChoice[];
}
interface ModifierSettings {
  title: string;
  maxLength: number;
}
interface CustomizationRow extends DerivedRow {
  name: string;
  type: 'PRODUCT_OPTION' | 'MODIFIER';
  render: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  settings: OptionSettings[] | ModifierSettings[];
  /** The option's own settings (`stores_catalog_names`), when it has them. */
  kept: CatalogNameSettings | null;
}

/** The choices of every product's option of this name, each description once, first seen first. */
function choicesOf(name: string, settings: OptionSettings[]) {
  const seen = new Map<
    string,
    NonNullable<V3Customization['choicesSettings']>['choices'][number]
  >();
  for (const option of settings)
    for (const c of option.choices) {
      if (seen.has(c.description)) continue;
      const color = option.type === 'color';
      seen.set(c.description, {
        id: choiceId(name, c.description),
        choiceType: color ? 'ONE_COLOR' : 'CHOICE_TEXT',
        key: c.description,
        name: c.description,
        ...(color ? { colorCode: c.value } : {}),
      });
    }
  return [...seen.values()];
}

type WireChoice = ReturnType<typeof choicesOf>[number];

/**
 * The choices in the owner's order, when kept (those it does not name after, as they came), each
 * linked one with the ids of its primary choices the option still has.
 */
function arranged(name: string, choices: WireChoice[], kept: CatalogNameSettings | null) {
  const order = kept?.choiceOrder ?? [];
  const rank = (c: WireChoice) => {
    const at = order.indexOf(c.name);
    return at < 0 ? order.length : at;
  };
  const names = new Set(choices.map((c) => c.name));
  return [...choices]
    .sort((a, b) => rank(a) - rank(b))
    .map((c) => {
      const primaries = (kept?.primaryChoices?.[c.name] ?? []).filter((p) => names.has(p));
      return primaries.length
        ? { ...c, primaryChoiceIds: primaries.map((p) => choiceId(name, p)) }
        : c;
    });
}

function toWire(row: CustomizationRow, withCount: boolean): V3Customization {
  const modifier = row.type === 'MODIFIER' ? (row.settings as ModifierSettings[])[0] : undefined;
  return {
    ...derivedMeta(row),
    key: row.name,
    name: row.name,
    customizationType: row.type,
    customizationRenderType: row.render,
    ...(modifier
      ? {
          freeTextInput: {
            minCharCount: 0,
            maxCharCount: modifier.maxLength,
            title: modifier.title,
            key: modifier.title,
          },
        }
      : {
          choicesSettings: {
            choices: arranged(
              row.name,
              choicesOf(row.name, row.settings as OptionSettings[]),
              row.kept,
            ),
            ...(row.kept?.choiceOrder ? { sortOrder: 'MANUAL' as const } : {}),
          },
        }),
    ...(withCount ? { assignedProductsCount: Number(row.products) } : {}),
  };
}

const reader = derivedReader<CustomizationRow, V3Customization>({
  rows: customizationRows,
  spec,
  toWire,
  notFound: (id) =>
    notFound(CatalogErrorCode.customizationNotFound, `No product carries customization ${id}`, {
      customizationId: id,
    }),
});

/** The customization the filter names (`{name, customizationType}`), if the site has it. */
export const findCustomizationV3 = reader.find;

export async function queryCustomizationsV3(
  db: Db,
  caller: Caller,
  request: QueryDerivedV3Request,
) {
  const { items, pagingMetadata } = await reader.query(db, caller, request);
  return { customizations: items, pagingMetadata };
}

export const getCustomizationV3 = async (
  db: Db,
  caller: Caller,
  id: string,
  fields?: string[],
) => ({
  customization: await reader.get(db, caller, id, fields),
});

export const countCustomizationsV3 = reader.count;
