import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { PHONE } from '../mobile/layout';

// A product's placeholder picture names the product: the name stays whole inside the square the
// card shows, on a desktop and on a phone (`object-fit: cover` cuts the sides of the 800×600
// picture; "Photography Presets Pack" on one line lost its ends).

const PRESETS = 'Photography Presets Pack';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The part of the picture the card shows, in the picture's own pixels. */
function shownPart(image: Locator): Promise<Box> {
  return image.evaluate((img: HTMLImageElement) => {
    const scale = Math.max(
      img.clientWidth / img.naturalWidth,
      img.clientHeight / img.naturalHeight,
    );
    const width = img.clientWidth / scale;
    const height = img.clientHeight / scale;
    const left = (img.naturalWidth - width) / 2;
    const top = (img.naturalHeight - height) / 2;
    return { left, top, right: left + width, bottom: top + height };
  });
}

/** Where the picture's words fall, drawn alone by the same browser (its SVG as the page). */
async function wordBoxes(page: Page, src: string): Promise<Box[]> {
  const base64 = src.replace(/^data:image\/svg\+xml;base64,/, '');
  await page.setContent(Buffer.from(base64, 'base64').toString('utf8'));
  return page.locator('text').evaluateAll((texts) =>
    texts.map((text) => {
      const { x, y, width, height } = (text as SVGTextElement).getBBox();
      return { left: x, top: y, right: x + width, bottom: y + height };
    }),
  );
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', PHONE],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test("a placeholder picture shows the product's whole name", async ({ storePage, page }) => {
      await storePage.goto();
      const image = storePage.product(PRESETS).getByRole('img', { name: PRESETS });
      await expect(image).toHaveCSS('object-fit', 'cover');
      await expect(image).toHaveJSProperty('complete', true);
      const shown = await shownPart(image);
      const words = await wordBoxes(page, (await image.getAttribute('src')) ?? '');
      expect(words.length).toBeGreaterThan(0);
      for (const box of words) {
        expect(box.left).toBeGreaterThanOrEqual(shown.left);
        expect(box.right).toBeLessThanOrEqual(shown.right);
        expect(box.top).toBeGreaterThanOrEqual(shown.top);
        expect(box.bottom).toBeLessThanOrEqual(shown.bottom);
      }
    });
  });
}
