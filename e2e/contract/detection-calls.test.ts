// The calls the shell's app detection makes, end to end through the SDK: shapes, dates, paging.
import { describe, expect, it } from 'vitest';
import { ApplicationError } from '@headless/sdk';
import { AppId, DEMO_SITE_ID } from '@headless/contract';
import { decodeAccessToken } from '../fixtures/session';
import { thrownBy, visitor } from './clients';

describe('visitor tokens', () => {
  it('are minted for the demo site and refreshed with the same visitor', async () => {
    const client = visitor();
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    const first = decodeAccessToken(tokens.accessToken.value).instance;
    expect(first.metaSiteId).toBe(DEMO_SITE_ID);

    const expired = { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 0 } };
    const refreshed = await visitor({ tokens: expired }).auth.generateVisitorTokens();
    expect(refreshed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(refreshed.refreshToken.role).toBe('visitor');
    expect(decodeAccessToken(refreshed.accessToken.value).instance.aid).toBe(first.aid);
  });
});

describe('catalog reads', () => {
  it('queries services with dates as Date objects and offset paging', async () => {
    const client = visitor();
    const page = await client.services.queryServices().limit(2).find();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.createdDate).toBeInstanceOf(Date);
    expect(page.totalCount).toBeGreaterThan(2);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(next.items[0]?.id).not.toBe(page.items[0]?.id);
  });

  it('filters services by type', async () => {
    const page = await visitor().services.queryServices().eq('type', 'CLASS').find();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((service) => service.type === 'CLASS')).toBe(true);
  });

  it('queries products through the encoded GET, events and public plans', async () => {
    const client = visitor();
    const [productPage, eventPage, planPage] = await Promise.all([
      client.products.queryProducts().find(),
      client.events.queryEvents().find(),
      client.plans.queryPublicPlans().find(),
    ]);
    expect(productPage.items.length).toBeGreaterThan(0);
    expect(productPage.items.some((p) => (p.productOptions ?? []).length > 0)).toBe(true);
    expect(eventPage.items.length).toBeGreaterThan(0);
    expect(planPage.items.length).toBeGreaterThan(0);
  });
});

describe('the current cart', () => {
  it('adds, merges, reads and deletes a visitor’s own cart', async () => {
    const client = visitor();
    const product = (await client.products.queryProducts().limit(1).find()).items[0];
    if (!product?.id) throw new Error('the demo site has no products');
    const options: Record<string, string> = {};
    for (const option of product.productOptions ?? []) {
      const value = option.choices?.[0]?.value;
      if (option.name && value) options[option.name] = value;
    }
    const catalogReference = { appId: AppId.ecom, catalogItemId: product.id, options: { options } };
    await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference, quantity: 2 }],
    });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems?.[0]?.quantity).toBe(3);
    expect(cart.createdDate).toBeInstanceOf(Date);

    const other = visitor();
    expect(await thrownBy(() => other.currentCart.getCurrentCart())).toBeInstanceOf(
      ApplicationError,
    );

    await client.currentCart.deleteCurrentCart();
    const error = await thrownBy(() => client.currentCart.getCurrentCart());
    expect((error as ApplicationError).code).toBe('OWNED_CART_NOT_FOUND');
  });
});
