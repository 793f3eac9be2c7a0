import type { Cart, DescriptionLine, LineItem, WeightUnit } from '@headless/contract';
import { applyDiscount } from '../../../kernel/money';
import type { CatalogProduct, ProductRow, VariantRow } from '../../stores/index';
import { variantInStock, variantPriceMinor } from '../../stores/index';
import { cartExtras } from './cart-extras-wire';
import type { CartRow, LineRow } from '../cart/cart-store';
import { buyerInfo, cartBuyer } from '../owner';
import { multiCurrencyPrice } from './price-wire';
import { wireDates } from '../../../kernel/wire-dates';

/** A line with the catalog item it points at, read live so prices and stock are current. */
export interface PricedLine {
  line: LineRow;
  item: CatalogProduct;
  variant: VariantRow;
}

export const linePriceMinor = ({ item, variant }: PricedLine): number => {
  const { product } = item;
  return applyDiscount(variantPriceMinor(product, variant), {
    type: product.discountType,
    value: product.discountValue,
  });
};

/**
 * What the lines cost before any discount: catalog lines at today's prices, plus custom lines, each
 * times its quantity. The real cart carries it as `subtotal` though the SDK's Cart type does not
 * declare it (docs/protocol.md §3.4); coupon minimums are judged against it too.
 */
export function cartSubtotalMinor(cart: CartRow, lines: PricedLine[]): number {
  return (
    lines.reduce((sum, l) => sum + linePriceMinor(l) * l.line.quantity, 0) +
    cart.customLineItems.reduce((sum, c) => sum + c.priceMinor * c.quantity, 0)
  );
}

export function cartToWire(cart: CartRow, lines: PricedLine[]): Cart {
  const { currency } = cart;
  return {
    id: cart.id,
    lineItems: lines.map((l) => lineToWire(l, currency, cart.weightUnit)),
    ...(cart.buyerNote ? { buyerNote: cart.buyerNote } : {}),
    buyerInfo: buyerInfo(cartBuyer(cart)),
    currency,
    conversionCurrency: currency,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: cart.weightUnit,
    subtotal: multiCurrencyPrice(cartSubtotalMinor(cart, lines), currency),
    // The coupon's id, name and amount come from pricing (applied-coupon.ts).
    appliedDiscounts: cart.couponCode ? [{ coupon: { code: cart.couponCode } }] : [],
    ...wireDates(cart),
    ...cartExtras(cart),
  };
}

function lineToWire(priced: PricedLine, currency: string, unit: WeightUnit): LineItem {
  const { line, item, variant } = priced;
  const { product } = item;
  const price = linePriceMinor(priced);
  const full = variantPriceMinor(product, variant);
  const image = lineImage(priced);
  const pageUrl = product.details.productPageUrl;
  const relativePath = pageUrl?.path ?? `/product-page/${product.slug}`;
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: {
      appId: line.appId,
      catalogItemId: line.catalogItemId,
      options: {
        variantId: variant.id,
        ...(Object.keys(line.options).length ? { options: line.options } : {}),
      },
    },
    productName: { original: product.name, translated: product.name },
    url: { relativePath, url: pageUrl ? pageUrl.base + pageUrl.path : relativePath },
    price: multiCurrencyPrice(price, currency),
    fullPrice: multiCurrencyPrice(full, currency),
    priceBeforeDiscounts: multiCurrencyPrice(price, currency),
    lineItemPrice: multiCurrencyPrice(price * line.quantity, currency),
    descriptionLines: descriptionLines(priced),
    ...(image ? { image } : {}),
    availability: availability(priced),
    ...physicalProperties(product, variant, unit),
    itemType: { preset: product.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: product.id,
    priceUndetermined: false,
    fixedQuantity: false,
  };
}

const KG_IN_LB = 2.20462262;

/** Catalog weights are kg; a cart in LB shows them in pounds (to the gram's precision). */
function physicalProperties(
  product: ProductRow,
  variant: VariantRow,
  unit: WeightUnit,
): Partial<LineItem> {
  if (product.productType !== 'physical') return {};
  const kg = variant.weight ?? product.weight;
  const weight = kg === null ? null : unit === 'LB' ? Math.round(kg * KG_IN_LB * 1000) / 1000 : kg;
  return {
    physicalProperties: {
      ...(weight !== null ? { weight } : {}),
      ...(variant.sku ? { sku: variant.sku } : {}),
      shippable: true,
    },
  };
}

/** One line per chosen option, in the product's option order; colors carry their code. */
function descriptionLines({ item, variant }: PricedLine): DescriptionLine[] {
  return item.options.flatMap((option) => {
    const description = variant.choices[option.name];
    const choice = option.choices.find((c) => c.description === description);
    if (!choice) return [];
    const name = { original: option.name, translated: option.name };
    const text = { original: choice.description, translated: choice.description };
    return [
      option.optionType === 'color'
        ? { name, colorInfo: { ...text, code: choice.value } }
        : { name, plainText: text },
    ];
  });
}

/** The chosen color's picture when it has one, else the product's main picture. */
function lineImage({ item, variant }: PricedLine): LineItem['image'] {
  const media = item.product.details.media ?? [];
  const choiceMediaIds = item.options.flatMap(
    (o) => o.choices.find((c) => c.description === variant.choices[o.name])?.mediaIds ?? [],
  );
  const picked = media.find((m) => choiceMediaIds.includes(m.id)) ?? media[0];
  if (!picked?.image) return undefined;
  const { url, width, height, altText } = picked.image;
  // Seeded images are data URLs: they never expire, and the subject sits in the middle.
  return {
    id: picked.id,
    url,
    width,
    height,
    ...(altText ? { altText } : {}),
    focalPoint: { x: 50, y: 50 },
  };
}

function availability({ item, variant, line }: PricedLine): LineItem['availability'] {
  const { product } = item;
  if (!variantInStock(product, variant)) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (!product.trackInventory) return { status: 'AVAILABLE' };
  const quantityAvailable = variant.quantity ?? 0;
  return {
    status: quantityAvailable >= line.quantity ? 'AVAILABLE' : 'PARTIALLY_AVAILABLE',
    quantityAvailable,
  };
}
