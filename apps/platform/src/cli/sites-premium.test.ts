import { DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { addToCart, checkoutId, product, redirectSession } from '../modules/checkout/test-helpers';
import { runCli } from './test-cli';

const t = useTestApp();

const cli = (...argv: string[]) => runCli(t.db, ...argv);

describe('sites premium', () => {
  it('turns the premium plan on and off, which the ecom checkout redirect follows', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const id = await checkoutId(t.app, token);
    expect((await redirectSession(t.app, token, id)).statusCode).toBe(403);

    const on = await cli('sites', 'premium', 'on');
    expect(on).toMatchObject({ code: 0, out: `Site ${DEMO_SITE_ID} is now premium.` });
    expect((await cli('sites', 'list')).out).toContain('(premium)');
    expect((await redirectSession(t.app, token, id)).statusCode).toBe(200);

    const off = await cli('sites', 'premium', 'off', '--site', DEMO_SITE_ID);
    expect(off.code).toBe(0);
    expect((await cli('sites', 'list')).out).toContain('(free)');
    expect((await redirectSession(t.app, token, id)).statusCode).toBe(403);
  });

  it('refuses a missing or unknown state, an unknown site and extra arguments', async () => {
    expect(await cli('sites', 'premium')).toMatchObject({
      code: 1,
      err: expect.stringContaining('sites premium on'),
    });
    expect((await cli('sites', 'premium', 'maybe')).code).toBe(1);
    const site = await cli('sites', 'premium', 'on', '--site', 'nope');
    expect(site).toMatchObject({ code: 1, err: expect.stringContaining('Unknown site nope') });
    expect((await cli('sites', 'premium', 'on', 'off')).code).toBe(1);
    expect((await cli('help')).out).toContain('sites premium <on|off>');
  });
});
