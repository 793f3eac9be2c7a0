import type { Locator } from '@playwright/test';
import { PALETTE, type PaletteColor } from '@headless/contract/palette';
import { expect, onPlatform, platformUrl, test, usePremiumSite } from '../../fixtures';
import { logInMember, logInNewMember } from '../../fixtures/member-session';
import { MembersPage } from '../../fixtures/pages/members-page';
import { MUG } from '../store/store-helpers';
import {
  COMMUNITY,
  HostedPlansCheckoutPage,
  SubscriptionsPage,
  YEARLY,
} from '../subscriptions/subscriptions-pages';
import { GENERAL, JAZZ, TicketsPage } from '../tickets/tickets-pages';

// What the platform's hosted pages look like: one link colour, one button style per kind of
// action, 44 px rows for every radio, and the fields of a form alike.

usePremiumSite();

/** A palette colour as the browser computes it (`rgb(r, g, b)`): one palette for every page. */
function computed(color: PaletteColor): string {
  const hex = PALETTE[color].slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const LINK_BLUE = computed('accent-strong');
const WHITE = computed('surface');

/** A secondary action's one look on every hosted checkout (html.ts): white, a thin blue border. */
async function expectSecondary(button: Locator): Promise<void> {
  await expect(button).toHaveCSS('background-color', WHITE);
  await expect(button).toHaveCSS('color', LINK_BLUE);
  await expect(button).toHaveCSS('border-top-width', '1px');
  await expect(button).toHaveCSS('border-top-color', computed('accent'));
  // Hovered, a light blue under the blue text (not the primary button's dark blue).
  await button.hover();
  await expect(button).toHaveCSS('background-color', computed('accent-soft'));
}

test('a hosted page has its own icon, inline: the browser asks for no /favicon.ico', async ({
  page,
}) => {
  await new MembersPage(page).startLogin();
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  // The page's Content-Security-Policy lets it load: a refused image would not decode.
  const decoded = icon.evaluate(async (link: HTMLLinkElement) => {
    const image = new Image();
    image.src = link.href;
    await image.decode();
    return 'decoded';
  });
  await expect(decoded).resolves.toBe('decoded');
});

test('"Back to the site" keeps a space between its arrow and its words', async ({
  bookingPage,
  hostedCheckoutPage: hosted,
  page,
}) => {
  await bookingPage.pickFirstSlot('Free Intro Consultation');
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  // A flex container drops the space typed between the arrow and the text: the gap puts it back.
  await expect(hosted.backToSite).toHaveCSS('column-gap', '5.6px');
});

test("the hosted login's links have the hosted pages' link colour", async ({ page }) => {
  await new MembersPage(page).startLogin();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCSS('color', LINK_BLUE);
});

test("the store checkout's choices are 44 px rows, as on the bookings checkout", async ({
  storePage,
  page,
}) => {
  await storePage.openWithCartOf(MUG);
  await storePage.goToCheckout();
  const pay = page.locator('label.choice', { has: page.locator('[name="paymentOutcome"]') });
  await expect(pay.first()).toHaveCSS('min-height', '44px');
});

test("the events checkout's select is white like its text fields, its choices 44 px rows", async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(JAZZ);
  await tickets.reserve(GENERAL, 1);
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  await expect(page.getByRole('combobox').first()).toHaveCSS('background-color', WHITE);
  await expect(page.getByRole('textbox').first()).toHaveCSS('background-color', WHITE);
  const pay = page.locator('label.choice', { has: page.locator('[name="paymentOutcome"]') });
  await expect(pay.first()).toHaveCSS('min-height', '44px');
});

test('the focus ring of a hosted page stands out from the page (3:1 at least)', async ({
  page,
}) => {
  await new MembersPage(page).startLogin();
  await page.keyboard.press('Tab');
  const back = page.getByRole('link', { name: 'Back to the site' });
  await expect(back).toBeFocused();
  // The palette's accent: 6.3:1 on white, 5.9:1 on the page's background (#f7f7fb).
  await expect(back).toHaveCSS('outline-color', computed('accent'));
  await expect(back).toHaveCSS('outline-style', 'solid');
});

test('on the plans checkout, Use another account is secondary to Buy plan', async ({
  page,
  context,
}) => {
  await logInMember(context);
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.startBuying(YEARLY);
  const hosted = new HostedPlansCheckoutPage(page);
  await expect(hosted.summary).toBeVisible();
  await expect(hosted.submit).not.toHaveCSS('background-color', WHITE);
  const other = page.getByRole('button', { name: 'Use another account' });
  await expect(other).toHaveCSS('background-color', WHITE);
  await expect(other).toHaveCSS('color', LINK_BLUE);
  await expectSecondary(other);
});

test('the bookings and store checkouts draw a secondary button as the plans checkout does', async ({
  bookingPage,
  storePage,
  page,
}) => {
  await bookingPage.pickFirstSlot('Morning Yoga Flow');
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  // It had a 2 px border here, 1 px on the other checkouts.
  await expectSecondary(page.getByRole('button', { name: 'Update total' }));

  await storePage.openWithCartOf(MUG);
  await storePage.goToCheckout();
  await expectSecondary(page.getByRole('button', { name: 'Apply coupon' }));
});

test("a member's account page marks the section shown in its nav", async ({ page, context }) => {
  await logInMember(context);
  const members = new MembersPage(page);
  await members.goto();
  await members.accountSection('My bookings').click();
  await expect(page).toHaveURL(onPlatform('/hosted/'));
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(nav.getByRole('link', { name: 'My bookings' })).toHaveCSS('font-weight', '700');
  await expect(nav.getByRole('link', { name: 'My orders' })).toHaveCSS('font-weight', '400');
});

test("a member's account page gives a plan's status in words, as the storefront does", async ({
  page,
  context,
}) => {
  await logInNewMember(context);
  const subscriptions = new SubscriptionsPage(page);
  await subscriptions.startBuying(COMMUNITY);
  await new HostedPlansCheckoutPage(page).submit.click();
  await expect(subscriptions.purchasedPlan).toHaveText(COMMUNITY);

  const members = new MembersPage(page);
  await members.goto();
  await members.accountSection('My subscriptions').click();
  const row = page.getByRole('row', { name: new RegExp(`^${COMMUNITY}`) });
  await expect(row.getByRole('cell').last()).toHaveText('Active');
});

test("the inspector's Status filter is as tall and as white as the path field beside it", async ({
  page,
}) => {
  await page.goto(`${platformUrl}/inspector`);
  const status = page.getByRole('combobox', { name: 'Status' });
  const path = page.getByLabel('Path contains');
  await expect(status).toHaveCSS('background-color', WHITE);
  const [statusBox, pathBox] = await Promise.all([status.boundingBox(), path.boundingBox()]);
  expect(statusBox?.height).toBeCloseTo(pathBox?.height ?? 0, 0);
});
