import type { FieldViolation, V3ProductInput, V3VariantInput } from '@headless/contract';
import type { ProductDetails, StoredChoice } from '../../../db/schema/stores';
import { validationError } from '../../../kernel/errors';
import { applyDiscount, toMinor } from '../../../kernel/money';
import type { CatalogProduct, ProductRow, VariantRow } from '../catalog';
import { variantPriceMinor } from '../wire/v1';
import { choiceId, optionId } from '../wire/v3';

/**
 * A V3 product input → the one catalog's rows (the tables V1 reads). V3 prices each variant with
 * an actual and a compare-at price; the catalog keeps a base price per variant and one discount
 * per product, so a compare-at price becomes the base and the difference the product's AMOUNT
 * discount, which must then be the same for every variant (README: differences).
 */

export interface OptionValues {
  name: string;
  optionType: 'drop_down' | 'color';
  choices: StoredChoice[];
}
export interface VariantValues {
  id?: string;
  choices: Record<string, string>;
  priceMinor: number;
  sku: string | null;
  weight: number | null;
  visible: boolean;
  quantity: number | null;
  inStock: boolean;
}
export interface CatalogValues {
  options: OptionValues[];
  variants: VariantValues[];
  priceMinor: number;
  discountType: 'NONE' | 'AMOUNT';
  discountValue: number;
  trackInventory: boolean;
  manageVariants: boolean;
}

const bad = (field: string, description: string, violatedRule = 'VALIDATION'): never => {
  throw validationError([{ field, description, violatedRule } as FieldViolation]);
};

export function optionsOf(input: NonNullable<V3ProductInput['options']>, at: string) {
  const seen = new Set<string>();
  return input.map((o, i): OptionValues => {
    const name = o.name?.trim() || bad(`${at}.options[${i}].name`, 'is required', 'REQUIRED_FIELD');
    if (seen.has(name)) bad(`${at}.options[${i}].name`, 'names another option of the product');
    seen.add(name);
    const swatch = o.optionRenderType === 'SWATCH_CHOICES';
    const choices = o.choicesSettings?.choices ?? [];
    if (!choices.length) bad(`${at}.options[${i}].choicesSettings.choices`, 'needs a choice');
    return {
      name,
      optionType: swatch ? 'color' : 'drop_down',
      choices: choices.map((c, j) => {
        const description =
          c.name?.trim() ||
          bad(
            `${at}.options[${i}].choicesSettings.choices[${j}].name`,
            'is required',
            'REQUIRED_FIELD',
          );
        return {
          description,
          value: swatch ? (c.colorCode ?? description) : description,
          visible: c.visible ?? true,
        };
      }),
    };
  });
}

/** The options of a stored product, as `optionsOf` gives them. */
export const storedOptions = (found: CatalogProduct): OptionValues[] =>
  found.options.map((o) => ({ name: o.name, optionType: o.optionType, choices: o.choices }));

/** A variant's choices by option name, from names or from the ids the V3 rendering gave. */
function variantChoices(
  variant: V3VariantInput,
  options: OptionValues[],
  at: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, c] of (variant.choices ?? []).entries()) {
    const named = c.optionChoiceNames;
    let option = named ? options.find((o) => o.name === named.optionName) : undefined;
    let choice = named && option?.choices.find((x) => x.description === named.choiceName);
    if (!named && c.optionChoiceIds) {
      const ids = c.optionChoiceIds;
      option = options.find((o) => optionId(o.name) === ids.optionId);
      choice = option?.choices.find((x) => choiceId(option!.name, x.description) === ids.choiceId);
    }
    if (!option || !choice) bad(`${at}.choices[${k}]`, "names no choice of the product's options");
    out[option!.name] = choice!.description;
  }
  if (Object.keys(out).length !== options.length)
    bad(`${at}.choices`, 'must name one choice of every option of the product');
  return out;
}

const amountMinor = (amount: string, currency: string, field: string) =>
  toMinor(amount, currency) ?? bad(field, `is not an amount in ${currency}`, 'FORMAT');

const choicesKey = (choices: Record<string, string>) =>
  JSON.stringify(Object.entries(choices).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Options and variants → the rows' values. `current` (an update) gives the existing variants:
 * a variant keeps its id and its stock when the input names it (by id or by its choices).
 */
export function catalogValues(
  options: OptionValues[],
  variants: V3VariantInput[],
  currency: string,
  at: string,
  current?: CatalogProduct,
): CatalogValues {
  if (!variants.length) bad(`${at}.variantsInfo.variants`, 'needs a variant', 'REQUIRED_FIELD');
  const existing = current?.variants ?? [];
  const tracked = variants.some((v) => v.inventoryItem?.quantity !== undefined)
    ? true
    : (current?.product.trackInventory ?? false);
  const keys = new Set<string>();
  const values = variants.map((v, i): VariantValues & { actual: number; base: number } => {
    const vat = `${at}.variantsInfo.variants[${i}]`;
    const choices = variantChoices(v, options, vat);
    const key = choicesKey(choices);
    if (keys.has(key)) bad(`${vat}.choices`, 'names the choices of another variant');
    keys.add(key);
    const match: VariantRow | undefined =
      existing.find((e) => e.id === v.id) ?? existing.find((e) => choicesKey(e.choices) === key);
    const actualAmount = v.price?.actualPrice?.amount;
    const actual =
      actualAmount !== undefined
        ? amountMinor(actualAmount, currency, `${vat}.price.actualPrice.amount`)
        : match && current
          ? discountedStored(current.product, match)
          : bad(`${vat}.price.actualPrice.amount`, 'is required', 'REQUIRED_FIELD');
    const compareAt = v.price?.compareAtPrice?.amount;
    const base =
      compareAt !== undefined
        ? amountMinor(compareAt, currency, `${vat}.price.compareAtPrice.amount`)
        : actual;
    if (base < actual) bad(`${vat}.price.compareAtPrice.amount`, 'is below the actual price');
    const quantity = v.inventoryItem?.quantity ?? match?.quantity ?? (tracked ? 0 : null);
    return {
      ...(match ? { id: match.id } : {}),
      choices,
      priceMinor: base,
      actual,
      base,
      sku: v.sku === undefined ? (match?.sku ?? null) : v.sku,
      weight:
        v.physicalProperties?.weight === undefined
          ? (match?.weight ?? null)
          : v.physicalProperties.weight,
      visible: v.visible ?? match?.visible ?? true,
      quantity,
      inStock: v.inventoryItem?.inStock ?? match?.inStock ?? true,
    };
  });
  const discounts = new Set(values.map((v) => v.base - v.actual));
  if (discounts.size > 1)
    bad(
      `${at}.variantsInfo.variants`,
      'differ in compareAtPrice - actualPrice: this local catalog keeps one discount per product',
    );
  const discount = [...discounts][0] ?? 0;
  return {
    options,
    variants: values.map(({ actual: _a, base: _b, ...v }) => v),
    priceMinor: values[0]!.base,
    discountType: discount > 0 ? 'AMOUNT' : 'NONE',
    discountValue: discount,
    trackInventory: tracked,
    manageVariants: options.length > 0,
  };
}

/** What a stored variant costs the buyer now, for a variant the input names without a price. */
const discountedStored = (product: ProductRow, variant: VariantRow) =>
  applyDiscount(variantPriceMinor(product, variant), {
    type: product.discountType,
    value: product.discountValue,
  });

/** The product's own columns the input sets (fields left out keep their value on an update). */
export function productColumns(input: V3ProductInput, details: ProductDetails) {
  const out: Partial<ProductRow> = {};
  if (input.name != null) out.name = input.name;
  if (input.plainDescription != null) out.description = input.plainDescription;
  if (input.visible != null) out.visible = input.visible;
  if (input.productType) out.productType = input.productType === 'DIGITAL' ? 'digital' : 'physical';
  if (input.brand !== undefined) out.brand = input.brand?.name ?? null;
  if (input.ribbon !== undefined) out.ribbon = input.ribbon?.name ?? null;
  if (input.directCategoriesInfo)
    out.collectionIds = [...new Set(input.directCategoriesInfo.categories.map((c) => c.id))];
  const next: ProductDetails = { ...details };
  if (input.infoSections)
    next.additionalInfoSections = input.infoSections.map((s) => ({
      title: s.title ?? s.uniqueName ?? '',
      description: s.plainDescription ?? '',
    }));
  if (input.modifiers)
    next.customTextFields = input.modifiers.map((m, i) => {
      if (m.modifierRenderType && m.modifierRenderType !== 'FREE_TEXT')
        bad(`product.modifiers[${i}].modifierRenderType`, 'only FREE_TEXT modifiers are kept here');
      return {
        title: m.freeTextSettings?.title ?? m.name ?? '',
        maxLength: m.freeTextSettings?.maxCharCount ?? 500,
        mandatory: m.mandatory ?? false,
      };
    });
  if (input.infoSections || input.modifiers) out.details = next;
  return out;
}
