import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { cartClient, MUG } from '../../modules/ecom/cart-test-kit';
import { runCli } from '../test-cli';

const t = useTestApp();

const cli = (...argv: string[]) => runCli(t.db, ...argv);

const fails = async (argv: string[], message: RegExp) => {
  const res = await cli(...argv);
  expect([res.code, res.err], argv.join(' ')).toEqual([1, expect.stringMatching(message)]);
};

describe('pricing CLI', () => {
  it('lists the seeded coupons with their status', async () => {
    const { code, out } = await cli('coupons', 'list');
    expect(code).toBe(0);
    expect(out).toMatch(/^SAVE10 {2}LIVE {2}PERCENTAGE 10 {2}used 0/m);
    expect(out).toMatch(/^SPRING20 {2}EXPIRED/m);
    expect(out).toMatch(/^HOLIDAY15 {2}PENDING/m);
    expect(out).toMatch(/^WELCOME5 {2}LIVE {2}FIXED_AMOUNT 5 {2}min \$25\.00/m);
  });

  it('creates a coupon buyers can use, refuses duplicates and bad flags, deletes it', async () => {
    const created = await cli(
      'coupons',
      'create',
      '--code',
      'flash3',
      '--type',
      'fixed_amount',
      '--value',
      '3',
      '--usage-limit',
      '5',
    );
    expect([created.code, created.out]).toEqual([0, 'Created coupon FLASH3 (LIVE).']);
    const v = cartClient(t, { authorization: await visitorToken(t.app) });
    await v.add(MUG);
    expect((await v.call('PATCH', '', { couponCode: 'FLASH3' })).statusCode).toBe(200);
    await fails(
      ['coupons', 'create', '--code', 'FLASH3', '--type', 'PERCENTAGE', '--value', '5'],
      /already exists/,
    );
    await fails(
      ['coupons', 'create', '--code', 'X1', '--type', 'HALF', '--value', '5'],
      /--type must be one of PERCENTAGE/,
    );
    await fails(
      ['coupons', 'create', '--code', 'X1', '--type', 'PERCENTAGE', '--value', '150'],
      /at most 100/,
    );
    await fails(
      ['coupons', 'create', '--code', 'X1', '--type', 'PERCENTAGE', '--value', '5', '--to', 'soon'],
      /--to must be an ISO date/,
    );
    await fails(
      ['coupons', 'create', '--type', 'PERCENTAGE', '--value', '5'],
      /--code is required/,
    );
    await fails(['coupons', 'list', '--code', 'X'], /does not take --code/);
    expect((await cli('coupons', 'delete', 'flash3')).out).toBe('Deleted coupon FLASH3.');
    await fails(['coupons', 'delete', 'FLASH3'], /No coupon FLASH3/);
  });

  it('creates, lists and deletes discount rules with their status', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const created = await cli(
      'discounts',
      'create',
      '--name',
      'Mug week',
      '--type',
      'PERCENTAGE',
      '--value',
      '12.5',
      '--product',
      MUG,
      '--from',
      future,
    );
    expect(created.out).toMatch(/^Created discount [0-9a-f-]{36} \(PENDING\)\.$/);
    const id = /discount ([0-9a-f-]{36})/.exec(created.out)?.[1] ?? '';
    const list = (await cli('discounts', 'list')).out;
    expect(list).toContain(`${id}  PENDING  Mug week  PERCENTAGE 12.5  product ${MUG}`);
    expect(list).toMatch(/LIVE {2}Recipe book launch price {2}FIXED_PRICE 7\.99/);
    expect(list).toMatch(/EXPIRED {2}Black Friday/);
    await fails(
      ['discounts', 'create', '--name', 'Bad', '--type', 'PERCENTAGE', '--value=-5'],
      /non-negative decimal/,
    );
    await fails(
      [
        'discounts',
        'create',
        '--name',
        'Bad',
        '--type',
        'PERCENTAGE',
        '--value',
        '5',
        '--from',
        future,
        '--to',
        future,
      ],
      /--to must be after --from/,
    );
    expect((await cli('discounts', 'delete', id)).code).toBe(0);
    const recorded = await outboxOf(t.db, 'wix.ecom.discounts.v1.discount_rule', id);
    expect(
      recorded.map((e) => [e.eventType, e.identity, (e.payload as { name: string }).name]),
    ).toEqual([
      ['wix.ecom.discounts.v1.discount_rule_created', ownerIdentity, 'Mug week'],
      ['wix.ecom.discounts.v1.discount_rule_deleted', ownerIdentity, 'Mug week'],
    ]);
    await fails(['discounts', 'delete', id], /No discount/);
    await fails(['discounts', 'delete', 'nope'], /by its id/);
  });

  it('creates shipping rules with conditions and pickup addresses', async () => {
    const created = await cli(
      'shipping',
      'create',
      '--code',
      'bulk',
      '--title',
      'Bulk freight',
      '--cost',
      '2.50',
      '--condition',
      'BY_TOTAL_QUANTITY GTE 10',
      '--priority',
      '5',
      '--slots',
      '2026-12-01T09:00:00Z/2026-12-01T12:00:00Z',
    );
    expect(created.code, created.err).toBe(0);
    const list = (await cli('shipping', 'list')).out;
    expect(list).toMatch(
      /SHIPPING bulk \(bulk\) {2}\$2\.50 {2}when BY_TOTAL_QUANTITY GTE 10 {2}priority 5 {2}Bulk freight/,
    );
    expect(list).toMatch(
      /SHIPPING standard \(standard\) {2}\$0\.00 {2}when BY_TOTAL_PRICE GTE 10000/,
    );
    expect(list).toMatch(/PICKUP pickup \(pickup\) {2}\$0\.00 {2}always/);
    /** `shipping create` of a rule x, from its cost on. */
    const createX = (...costOn: string[]) =>
      ['shipping', 'create', '--code', 'x', '--title', 'X', '--cost'].concat(costOn);
    await fails(createX('1', '--condition', 'BY_VOLUME GT 1'), /condition type must be one of/);
    await fails(
      createX('1', '--condition', 'BY_TOTAL_PRICE ABOUT 1'),
      /condition operator must be one of/,
    );
    await fails(createX('1.999'), /too many decimals/);
    await fails(createX('0', '--kind', 'PICKUP'), /needs --pickup-address/);
    const pickup = await cli(
      'shipping',
      'create',
      '--code',
      'shop2',
      '--title',
      'Shop',
      '--cost',
      '0',
      '--kind',
      'pickup',
      '--pickup-address',
      '1 Side St|Brooklyn|US-NY|11201|us',
    );
    expect(pickup.code, pickup.err).toBe(0);
    const id = /rule ([0-9a-f-]{36})/.exec(created.out)?.[1] ?? '';
    expect((await cli('shipping', 'delete', id)).code).toBe(0);
    expect((await cli('shipping', 'list')).out).not.toContain('Bulk freight');
  });

  it('sets, lists and deletes tax regions', async () => {
    expect(
      (
        await cli(
          'tax',
          'set',
          '--country',
          'us',
          '--subdivision',
          'CA',
          '--rate-type',
          'MANUAL_RATE',
          '--rate',
          '7.5',
        )
      ).out,
    ).toBe('Tax for US-CA: MANUAL_RATE 7.5 %.');
    const list = (await cli('tax', 'list')).out;
    expect(list).toContain('US-CA  MANUAL_RATE  7.5 %');
    expect(list).toContain('US-NY  MANUAL_RATE  8.875 %');
    expect(list).toContain('*  FALLBACK_RATE  10 %');
    expect(
      (
        await cli(
          'tax',
          'set',
          '--country',
          'US',
          '--subdivision',
          'US-CA',
          '--rate-type',
          'NO_TAX_COLLECTED',
        )
      ).code,
    ).toBe(0);
    expect((await cli('tax', 'list')).out).toContain('US-CA  NO_TAX_COLLECTED');
    await fails(['tax', 'set', '--country', 'DE', '--rate-type', 'MANUAL_RATE'], /needs --rate/);
    await fails(
      ['tax', 'set', '--country', 'DE', '--rate-type', 'NO_TAX_COLLECTED', '--rate', '1'],
      /takes no --rate/,
    );
    await fails(
      ['tax', 'set', '--country', 'Germany', '--rate-type', 'AUTO_RATE'],
      /two-letter ISO code/,
    );
    await fails(
      [
        'tax',
        'set',
        '--country',
        '*',
        '--subdivision',
        'X',
        '--rate-type',
        'FALLBACK_RATE',
        '--rate',
        '5',
      ],
      /no subdivision/,
    );
    expect((await cli('tax', 'delete', '--country', 'US', '--subdivision', 'US-CA')).code).toBe(0);
    await fails(
      ['tax', 'delete', '--country', 'US', '--subdivision', 'US-CA'],
      /No tax region US-CA/,
    );
  });

  it('shows the pricing commands in help', async () => {
    const { out } = await cli('help');
    for (const name of [
      'discounts list',
      'coupons list',
      'shipping list',
      'tax list | set | delete',
    ])
      expect(out).toContain(name);
  });
});
