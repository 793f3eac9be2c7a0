import { expect, type Locator, type Page } from '@playwright/test';

/** A small phone (iPhone SE): the width the issue measured at. */
export const PHONE = { width: 375, height: 667 };

/** A common phone (iPhone 12 to 15): the size the newcomer's walk used. */
export const MODERN_PHONE = { width: 390, height: 844 };

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    // Who sticks out, so a failure names what to fix.
    culprits: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(
    overflow.page,
    `${state} scrolls sideways: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * Every control a finger presses is at least 44 by 44 CSS pixels (WCAG 2.5.5): buttons, fields,
 * button-like links; a radio or checkbox counts by its label. Links inside running text are not
 * targets of their own.
 */
export async function expectTouchTargets(page: Page, state: string): Promise<void> {
  const small = await page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type="hidden"]), a.button, a.card, header a',
    );
    const targetOf = (el: HTMLElement) =>
      el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
        ? (el.closest('label') ?? el)
        : el;
    return [...controls]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden'))
      .map((el) => ({ el, box: targetOf(el).getBoundingClientRect() }))
      .filter(({ box }) => box.width < minimum - 0.5 || box.height < minimum - 0.5)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  }, 44);
  expect(small, `touch targets under 44 px on ${state}`).toEqual([]);
}

/**
 * A list without markers starts flush with the text around it: an indent is room for bullets, so
 * on a list of cards, rows or buttons it only pushes them off the page's edge (a panel's rule for
 * plain lists once outranked the lists' own classes).
 */
export async function expectUnbulletedListsFlush(page: Page, state: string): Promise<void> {
  const indented = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('ul, ol')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.listStyleType === 'none' && parseFloat(style.paddingLeft) > 0;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className || el.dataset.testid}`),
  );
  expect(indented, `unbulleted lists indented on ${state}`).toEqual([]);
}

/**
 * The controls of the page that `cover` lies over, at the current scroll position: a finger or a
 * pointer aimed at them would hit `cover` instead. Its own controls do not count.
 */
export async function controlsCoveredBy(cover: Locator): Promise<string[]> {
  return cover.evaluate((coverEl) => {
    const area = coverEl.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.left < area.right &&
      area.left < box.right &&
      box.top < area.bottom &&
      area.top < box.bottom;
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((el) => !coverEl.contains(el) && el.getClientRects().length > 0)
      .filter((el) => overlaps(el.getBoundingClientRect()))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}"`,
      );
  });
}

/** The checks, for one state of a page. */
export async function expectPhoneFriendly(page: Page, state: string): Promise<void> {
  await expectNoSidewaysScroll(page, state);
  await expectTouchTargets(page, state);
  await expectUnbulletedListsFlush(page, state);
}
