import 'server-only';
import { APPS, STORES_APP_ID } from '../constants';
import type { PlatformClient } from '../platform/clients';
import type { Probes } from './detect';

interface ProductLike {
  id?: string | null;
  productOptions?: { name?: string | null; choices?: { value?: string | null }[] | null }[] | null;
}

/** `{ [optionName]: firstChoice.value }` for every option that has a choice. */
export function firstOptionChoices(product: ProductLike): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const option of product.productOptions ?? []) {
    const value = option.choices?.[0]?.value;
    if (option.name && value) choices[option.name] = value;
  }
  return choices;
}

/**
 * Adds the first product to a cart, reads it back, and deletes it. The client must belong to a
 * throwaway visitor: this cart is never a real visitor's (issue item 11). The site's catalog
 * version comes first: a V1 site gets the seed's calls, a V3 site Catalog V3 and Cart V2.
 */
export async function probeStore(client: PlatformClient): Promise<boolean> {
  const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
  return catalogVersion === 'V3_CATALOG' ? probeStoreV3(client) : probeStoreV1(client);
}

async function probeStoreV1(client: PlatformClient): Promise<boolean> {
  const { items } = await client.products.queryProducts().limit(1).find();
  const product = items[0];
  if (!product?.id) return false;
  await client.currentCart.addToCurrentCart({
    lineItems: [
      {
        catalogReference: {
          appId: STORES_APP_ID,
          catalogItemId: product.id,
          options: { options: firstOptionChoices(product) },
        },
        quantity: 1,
      },
    ],
  });
  try {
    const cart = await client.currentCart.getCurrentCart();
    return (cart.lineItems?.length ?? 0) >= 1;
  } finally {
    await client.currentCart.deleteCurrentCart().catch(() => undefined);
  }
}

/** The first product with the first choice of each option: a V3 line names that variant. */
async function probeStoreV3(client: PlatformClient): Promise<boolean> {
  const { items } = await client.productsV3.queryProducts().limit(1).find();
  const listed = items[0];
  if (!listed) return false;
  const product = listed.options.length ? await client.productsV3.getProduct(listed.id) : listed;
  const first = new Map(product.options.map((o) => [o.name, o.choicesSettings.choices[0]?.name]));
  const variantId = product.variantsInfo?.variants.find((v) =>
    v.choices.every(
      (c) => first.get(c.optionChoiceNames.optionName) === c.optionChoiceNames.choiceName,
    ),
  )?.id;
  await client.currentCartV2.addLineItemsToCurrentCart({
    catalogItems: [
      {
        catalogReference: {
          appId: STORES_APP_ID,
          catalogItemId: product.id,
          ...(variantId && { options: { variantId } }),
        },
        quantity: 1,
      },
    ],
  });
  try {
    const { cart } = await client.currentCartV2.getCurrentCart();
    return cart.lineItems.length >= 1;
  } finally {
    await client.currentCartV2.deleteCurrentCart().catch(() => undefined);
  }
}

export function createProbes(client: PlatformClient): Probes {
  return {
    [APPS.BOOKINGS]: async () => (await client.services.queryServices().limit(1).find(), true),
    [APPS.STORE]: () => probeStore(client),
    [APPS.EVENTS]: async () => (await client.events.queryEvents().limit(1).find(), true),
    [APPS.SUBSCRIPTIONS]: async () => (await client.plansV3.listPublicPlans({ limit: 1 }), true),
  };
}
