import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../constants';
import type { PlatformClient } from '../platform/clients';
import { firstOptionChoices, probeStore } from './probes';

const product = {
  id: 'p-1',
  productOptions: [
    { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
    { name: 'Color', choices: [{ value: 'Red' }] },
    { name: 'Empty', choices: [] },
  ],
};

/** Just the calls the store probe makes, recorded. */
function fakeStore(lineItems: unknown[], products = [product]) {
  const calls: string[] = [];
  let added: unknown;
  const query = { limit: () => query, find: async () => ({ items: products }) };
  const client = {
    catalogVersioning: { getCatalogVersion: async () => ({ catalogVersion: 'V1_CATALOG' }) },
    products: { queryProducts: () => query },
    currentCart: {
      addToCurrentCart: async (options: unknown) => {
        calls.push('add');
        added = options;
        return { cart: {} };
      },
      getCurrentCart: async () => (calls.push('get'), { lineItems }),
      deleteCurrentCart: async () => void calls.push('delete'),
    },
  } as unknown as PlatformClient;
  return { client, calls, added: () => added };
}

describe('store probe', () => {
  it('picks the first choice of every option', () => {
    expect(firstOptionChoices(product)).toEqual({ Size: 'S', Color: 'Red' });
    expect(firstOptionChoices({ id: 'x' })).toEqual({});
  });

  it('adds the first product once with the stores app id, reads the cart, deletes it', async () => {
    const store = fakeStore([{ id: 'line-1' }]);
    await expect(probeStore(store.client)).resolves.toBe(true);
    expect(store.calls).toEqual(['add', 'get', 'delete']);
    expect(store.added()).toEqual({
      lineItems: [
        {
          catalogReference: {
            appId: STORES_APP_ID,
            catalogItemId: 'p-1',
            options: { options: { Size: 'S', Color: 'Red' } },
          },
          quantity: 1,
        },
      ],
    });
  });

  it('is not installed when the cart comes back empty, and still deletes it', async () => {
    const store = fakeStore([]);
    await expect(probeStore(store.client)).resolves.toBe(false);
    expect(store.calls).toEqual(['add', 'get', 'delete']);
  });

  it('adds nothing when there is no product', async () => {
    const store = fakeStore([], []);
    await expect(probeStore(store.client)).resolves.toBe(false);
    expect(store.calls).toEqual([]);
  });
});

describe('store probe on a Catalog V3 site', () => {
  const choice = (name: string) => ({ name });
  const listed = {
    id: 'p-3',
    options: [
      { name: 'Size', choicesSettings: { choices: [choice('S'), choice('M')] } },
      { name: 'Color', choicesSettings: { choices: [choice('Red')] } },
    ],
  };
  const variant = (id: string, size: string) => ({
    id,
    choices: [
      { optionChoiceNames: { optionName: 'Size', choiceName: size } },
      { optionChoiceNames: { optionName: 'Color', choiceName: 'Red' } },
    ],
  });
  const whole = {
    ...listed,
    variantsInfo: { variants: [variant('v-m', 'M'), variant('v-s', 'S')] },
  };

  it('asks the version, then adds the first choices’ variant through Cart V2, reads and deletes', async () => {
    const calls: unknown[] = [];
    const query = { limit: () => query, find: async () => ({ items: [listed] }) };
    const client = {
      catalogVersioning: { getCatalogVersion: async () => ({ catalogVersion: 'V3_CATALOG' }) },
      productsV3: {
        queryProducts: () => query,
        getProduct: async (id: string) => (calls.push(['getProduct', id]), whole),
      },
      currentCartV2: {
        addLineItemsToCurrentCart: async (options: unknown) => (calls.push(['add', options]), {}),
        getCurrentCart: async () => (calls.push('get'), { cart: { lineItems: [{ id: 'l' }] } }),
        deleteCurrentCart: async () => void calls.push('delete'),
      },
    } as unknown as PlatformClient;
    await expect(probeStore(client)).resolves.toBe(true);
    const catalogReference = {
      appId: STORES_APP_ID,
      catalogItemId: 'p-3',
      options: { variantId: 'v-s' },
    };
    expect(calls).toEqual([
      ['getProduct', 'p-3'],
      ['add', { catalogItems: [{ catalogReference, quantity: 1 }] }],
      'get',
      'delete',
    ]);
  });
});
