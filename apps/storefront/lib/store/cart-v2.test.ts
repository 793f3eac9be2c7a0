import { ApplicationError } from '@headless/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformClient } from '../platform/clients';
import { addItemV2, clearCartV2, readCartV2 } from './cart-v2';

const refusal = (code: string) => new ApplicationError({ message: code, code, description: code });
const clientWith = (parts: Record<string, unknown>) => parts as unknown as PlatformClient;

describe('the store cart through Cart V2', () => {
  it('reads no current cart as null (either not-found code), and lets other failures through', async () => {
    for (const code of ['OWNED_CART_NOT_FOUND', 'CART_NOT_FOUND']) {
      const estimateCurrentCart = vi.fn().mockRejectedValue(refusal(code));
      await expect(
        readCartV2(clientWith({ currentCartV2: { estimateCurrentCart } })),
      ).resolves.toBeNull();
    }
    const boom = refusal('CART_ALREADY_ORDERED');
    const estimateCurrentCart = vi.fn().mockRejectedValue(boom);
    await expect(readCartV2(clientWith({ currentCartV2: { estimateCurrentCart } }))).rejects.toBe(
      boom,
    );
    const deleteCurrentCart = vi.fn().mockRejectedValue(refusal('OWNED_CART_NOT_FOUND'));
    await expect(
      clearCartV2(clientWith({ currentCartV2: { deleteCurrentCart } })),
    ).resolves.toBeNull();
  });

  it('adds the variant the chosen options name (a product without options: its one variant), found on the product read by id', async () => {
    const addLineItemsToCurrentCart = vi.fn().mockResolvedValue({});
    const variant = (id: string, size: string) => ({
      id,
      choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size } }],
    });
    const getProduct = vi.fn(async (id: string) => ({
      variantsInfo: {
        variants:
          id === 'p-mug'
            ? [{ id: 'v-mug', choices: [] }]
            : [variant('v-s', 'S'), variant('v-l', 'L')],
      },
    }));
    const client = clientWith({
      productsV3: { getProduct },
      currentCartV2: {
        addLineItemsToCurrentCart,
        estimateCurrentCart: vi.fn().mockRejectedValue(refusal('OWNED_CART_NOT_FOUND')),
      },
    });
    await addItemV2(client, 'p-h', { Size: 'L' }, 2);
    await addItemV2(client, 'p-mug', {}, 1);
    expect(getProduct.mock.calls.map(([id]) => id)).toEqual(['p-h', 'p-mug']);
    expect(addLineItemsToCurrentCart.mock.calls.map(([body]) => body)).toEqual([
      {
        catalogItems: [
          {
            catalogReference: {
              appId: '1380b703-ce81-ff05-f115-39571d94dfcd',
              catalogItemId: 'p-h',
              options: { variantId: 'v-l' },
            },
            quantity: 2,
          },
        ],
      },
      {
        catalogItems: [
          {
            catalogReference: {
              appId: '1380b703-ce81-ff05-f115-39571d94dfcd',
              catalogItemId: 'p-mug',
              options: { variantId: 'v-mug' },
            },
            quantity: 1,
          },
        ],
      },
    ]);
  });
});
