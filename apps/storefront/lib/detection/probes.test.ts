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
