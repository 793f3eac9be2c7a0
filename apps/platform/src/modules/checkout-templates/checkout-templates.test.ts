import { AppId, CheckoutTemplateResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { ecomCheckoutTemplates } from '../../db/schema/ecom-owner';
import { expectLifeRecorded, useCallers } from '../../owned/test-kit';
import { product } from '../checkout/test-helpers';

const FQDN = 'wix.ecom.v1.checkout_template';
const BASE = '/ecom/v1/checkout-templates';
const t = useTestApp();
const { asOwner: call, asVisitor } = useCallers(t);
const line = (catalogItemId = product('ceramic-coffee-mug'), quantity = 2) => ({
  catalogReference: { appId: AppId.storesCatalog, catalogItemId },
  quantity,
});

describe('checkout templates', () => {
  it('creates, updates and deletes a template, each recorded with the template and the owner', async () => {
    const res = await call('POST', BASE, {
      checkoutTemplate: { lineItems: [line()], customization: { lockCouponCode: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = CheckoutTemplateResponse.parse(res.json()).checkoutTemplate;
    expect(created).toMatchObject({ status: 'ACTIVE', customization: { lockCouponCode: true } });
    const patched = await call('PATCH', `${BASE}/${created.id}`, {
      checkoutTemplate: { status: 'INACTIVE' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const updated = CheckoutTemplateResponse.parse(patched.json()).checkoutTemplate;
    expect(updated).toMatchObject({ status: 'INACTIVE', lineItems: created.lineItems });
    expect((await call('DELETE', `${BASE}/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${created.id}`)).statusCode).toBe(404);

    await expectLifeRecorded(t.db, FQDN, [created, updated]);
  });

  it('refuses unknown products and bad input, records nothing; visitors get 403', async () => {
    const unknown = await call('POST', BASE, {
      checkoutTemplate: { lineItems: [line('00000000-0000-4000-8000-000000000000')] },
    });
    expect([unknown.statusCode, unknown.json().details.applicationError.code]).toEqual([
      404,
      'CATALOG_ITEM_NOT_FOUND',
    ]);
    const zero = await call('POST', BASE, {
      checkoutTemplate: { lineItems: [line(undefined, 0)] },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details.validationError.fieldViolations[0].field).toBe(
      'checkoutTemplate.lineItems.0.quantity',
    );
    const visitor = await asVisitor('POST', BASE, { checkoutTemplate: { lineItems: [line()] } });
    expect(visitor.statusCode).toBe(403);
    expect(await t.db.select().from(ecomCheckoutTemplates)).toEqual([]);
  });
});
