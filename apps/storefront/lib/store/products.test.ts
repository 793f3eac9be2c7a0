import { describe, expect, it, vi } from 'vitest';
import type { PlatformClient } from '../platform/clients';
import { PAGE_SIZE } from './list-query';
import { readProductsV1, readProductsV3 } from './products';

const refusedCursor = Object.assign(new Error('is not a cursor this platform issued'), {
  code: 'INVALID_ARGUMENT',
  fieldViolations: [{ field: 'search.cursorPaging.cursor', description: 'is not a cursor' }],
});

function v3Client(searchProducts: ReturnType<typeof vi.fn>) {
  return { productsV3: { searchProducts, getProduct: vi.fn() } } as unknown as PlatformClient;
}

describe('readProductsV3', () => {
  it('sends a cursor alone, and the search with the first page', async () => {
    const search = vi.fn().mockResolvedValue({ products: [], pagingMetadata: { hasNext: false } });
    await readProductsV3(v3Client(search), { search: 'mug', page: 'c1' });
    await readProductsV3(v3Client(search), { search: 'mug' });
    expect(search.mock.calls).toEqual([
      [{ cursorPaging: { limit: PAGE_SIZE, cursor: 'c1' } }],
      [{ cursorPaging: { limit: PAGE_SIZE }, search: { expression: 'mug' } }],
    ]);
  });

  it('starts over on the first page when the platform refuses the cursor', async () => {
    const search = vi
      .fn()
      .mockRejectedValueOnce(refusedCursor)
      .mockResolvedValue({
        products: [],
        pagingMetadata: { hasNext: true, cursors: { next: 'n2' } },
      });
    const page = await readProductsV3(v3Client(search), { search: 'tee', page: 'garbage' });
    expect(page).toEqual({ products: [], next: 'n2' });
    expect(search).toHaveBeenLastCalledWith({
      cursorPaging: { limit: PAGE_SIZE },
      search: { expression: 'tee' },
    });
  });

  it('lets any other failure through', async () => {
    const outage = Object.assign(new Error('down'), { code: 'CONNECTION_FAILED' });
    const search = vi.fn().mockRejectedValue(outage);
    await expect(readProductsV3(v3Client(search), { page: 'c1' })).rejects.toBe(outage);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('readProductsV1', () => {
  function v1Client(total: number) {
    const calls: Record<string, unknown>[] = [];
    const builder = {
      limit: (n: number) => (calls.push({ limit: n }), builder),
      skip: (n: number) => (calls.push({ skip: n }), builder),
      startsWith: (f: string, v: string) => (calls.push({ [f]: v }), builder),
      find: async () => ({ items: [], hasNext: () => total > PAGE_SIZE * 2 }),
    };
    const client = { products: { queryProducts: () => builder } } as unknown as PlatformClient;
    return { client, calls };
  }

  it('turns the page number into an offset and names its neighbours', async () => {
    const { client, calls } = v1Client(100);
    const page = await readProductsV1(client, { search: 'Cer', page: '2' });
    expect(calls).toEqual([{ limit: PAGE_SIZE }, { skip: PAGE_SIZE }, { name: 'Cer' }]);
    expect(page).toEqual({ products: [], next: '3', prev: '1' });
  });

  it('reads a page that is not a number as the first', async () => {
    const { client, calls } = v1Client(0);
    expect(await readProductsV1(client, { page: 'abc' })).toEqual({ products: [] });
    expect(calls).toContainEqual({ skip: 0 });
  });
});
