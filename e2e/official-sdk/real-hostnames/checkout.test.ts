// An existing app, unchanged, against the local platform under the real hostnames: its server gets
// visitor tokens, its page fills a cart with the official SDK in Chromium, and the buyer pays on
// the hosted checkout the redirect session's fullUrl opens. No adapter anywhere.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { BUYER } from '../kit/hosted';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';

const REAL_HOSTS = ['www.wixapis.com', 'edge.wixapis.com'];

declare global {
  interface Window {
    shop: {
      fillCartAndCheckout(
        name: string,
        quantity: number,
      ): Promise<{ name: string; quantity: number; fullUrl: string }>;
      readOrder(orderId: string): Promise<{ paymentStatus: string; quantity: number }>;
    };
  }
}

let app: RunningApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const requested: URL[] = [];

beforeAll(async () => {
  await platformCli('sites', 'premium', 'on');
  app = await startApp();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('request', (request) => requested.push(new URL(request.url())));
  return async () => {
    await browser?.close();
    await app?.stop();
    await platformCli('sites', 'premium', 'off');
  };
});

afterAll(() => {
  // A server error is worth seeing whatever the assertions said.
  if (/error/i.test(app?.output() ?? '')) console.error(app.output());
});

/** The hosted checkout's fields (apps/platform/src/hosted/README.md), by their names. */
const BUYER_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'postalCode',
  'country',
] as const;

async function payOnHostedCheckout(fullUrl: string) {
  await page.goto(fullUrl);
  for (const field of BUYER_FIELDS) await page.locator(`[name="${field}"]`).fill(BUYER[field]);
  await page.locator('[name="paymentOutcome"][value="pay"]').check();
  await page.locator('button[value="place-order"]').click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

describe('an app unchanged, through https://www.wixapis.com and https://edge.wixapis.com', () => {
  it('fills a cart in Chromium with tokens from its server and pays on the hosted checkout', async () => {
    await page.goto(app.url);
    const checkout = await page.evaluate(() =>
      window.shop.fillCartAndCheckout('Ceramic Coffee Mug', 2),
    );
    expect(checkout).toMatchObject({ name: 'Ceramic Coffee Mug', quantity: 2 });
    const session = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('session'))) ?? '{}',
    );
    expect(session.tokens?.accessToken?.value, 'tokens made by the app server').toEqual(
      expect.any(String),
    );

    // Hosted pages are built on the origin the front forwarded: the buyer stays on the real hostnames.
    expect(REAL_HOSTS.map((host) => `https://${host}`)).toContain(new URL(checkout.fullUrl).origin);
    const orderId = await payOnHostedCheckout(checkout.fullUrl);
    expect(orderId).not.toBe('');
    const order = await page.evaluate((id) => window.shop.readOrder(id), orderId);
    expect(order).toEqual({ paymentStatus: 'PAID', quantity: 2 });
  });

  it("sent the browser's platform calls to the real hostnames over HTTPS, and nowhere else", () => {
    const sdkCalls = requested.filter((url) => url.hostname.endsWith('wixapis.com'));
    expect(sdkCalls.length).toBeGreaterThan(4);
    for (const url of sdkCalls) expect(REAL_HOSTS, url.href).toContain(url.hostname);
    expect(sdkCalls.every((url) => url.protocol === 'https:')).toBe(true);
    const appHost = new URL(app.url).host;
    const elsewhere = requested.filter(
      (url) => url.host !== appHost && !REAL_HOSTS.includes(url.hostname),
    );
    expect(elsewhere.map((url) => url.href)).toEqual([]);
  });
});
