import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { PHONE } from '../mobile/layout';
import { COUPON, TEE } from './store-helpers';

// Issue 31, item 6, the store's edges: a colour option drew two circles (the radio and the
// swatch) and the White swatch vanished on the white card; the discount's minus sign wrapped onto
// a line of its own.

/** WCAG's contrast ratio between two CSS colours as the browser computed them (`rgb(…)`). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** What the eye sees of one swatch: drawn circles, and the ring's colour against the card's. */
function swatchLook(swatch: Locator) {
  return swatch.evaluate((label) => {
    const shown = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).opacity !== '0' && box.width > 2 && box.height > 2;
    };
    // The native radio draws its own circle; a span draws one when it is rounded.
    const drawn = [
      ...[...label.querySelectorAll<HTMLElement>('input')].filter(shown),
      ...[...label.querySelectorAll<HTMLElement>('span')].filter(
        (el) => shown(el) && getComputedStyle(el).borderRadius !== '0px',
      ),
    ];
    const color = label.querySelector<HTMLElement>('[data-testid="swatch-color"]');
    const card = label.closest('li, article');
    return {
      circles: drawn.length,
      ring: color ? getComputedStyle(color).borderTopColor : '',
      card: card ? getComputedStyle(card).backgroundColor : '',
    };
  });
}

test('each colour is one circle, and White has a ring that shows on the card', async ({
  storePage,
}) => {
  await storePage.goto();
  const swatches = storePage.product(TEE).getByTestId('swatch');
  await expect(swatches).toHaveCount(3);
  for (const swatch of await swatches.all()) {
    expect((await swatchLook(swatch)).circles).toBe(1);
  }
  const white = await swatchLook(swatches.filter({ hasText: 'White' }));
  expect(contrast(white.ring, white.card)).toBeGreaterThanOrEqual(3);

  // Still a radio group to the keyboard: arrows move the choice, the label says which.
  const group = storePage.product(TEE).getByRole('group', { name: 'Color' });
  await group.getByLabel('Black').focus();
  await storePage.page.keyboard.press('ArrowRight');
  await expect(group.getByLabel('White')).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the discount reads "−$…" on one line beside its long name', async ({ storePage }) => {
    await storePage.goto();
    await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
    // The seed's launch price rule and the coupon: "Discount (Recipe book launch price, SAVE10)".
    await storePage.addToCart('Digital Recipe Book');
    await expect(storePage.cartLines).toHaveCount(2);
    await storePage.applyCoupon(COUPON);
    await expect(storePage.couponCode).toHaveText(COUPON);
    const discount = storePage.total('discount');
    await expect(discount).toHaveText(/^−\$\d/);
    const lines = await discount.evaluate((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await storePage.clearCartButton.click();
    await expect(storePage.cartEmpty).toBeVisible();
  });
});
