import { AppId, BackInStockResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf } from '../../../test/outbox-events';
import { expectLifeRecorded, useCallers } from '../../owned/test-kit';
import { product } from '../checkout/test-helpers';

const FQDN = 'wix.ecom.v1.back_in_stock_notification_request';
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
/** The path this platform served before the documented one; still answered. */
const OLD_BASE = '/ecom/v1/back-in-stock-notification-requests';
const t = useTestApp();
const { asOwner, asVisitor } = useCallers(t);

const ask = (
  email: string,
  catalogItemId = product('ceramic-coffee-mug'),
  appId: string = AppId.storesCatalog,
) => asVisitor('POST', BASE, { request: { catalogReference: { appId, catalogItemId }, email } });

describe('back-in-stock notification requests', () => {
  it('a visitor asks (created); the owner marks it notified (updated) and deletes it (deleted)', async () => {
    const res = await ask('ada@example.com');
    expect(res.statusCode, res.body).toBe(200);
    const created = BackInStockResponse.parse(res.json()).request;
    expect(created).toMatchObject({ status: 'RECEIVED', email: 'ada@example.com' });

    const marked = await asOwner('POST', `${BASE}/${created.id}/mark-as-notified`);
    expect(marked.statusCode, marked.body).toBe(200);
    const notified = BackInStockResponse.parse(marked.json()).request;
    expect(notified.status).toBe('NOTIFICATION_SENT');
    const del = await asOwner('DELETE', `${BASE}/${created.id}`);
    expect(del.statusCode, del.body).toBe(200);

    await expectLifeRecorded(t.db, FQDN, [created, notified], {
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: expect.any(String),
    });
  });

  it('refuses a second pending request, unknown items and bad input; only the owner deletes', async () => {
    const first = await ask('grace@example.com');
    expect(first.statusCode).toBe(200);
    const twice = await ask('GRACE@example.com');
    expect([twice.statusCode, twice.json().details.applicationError.code]).toEqual([
      409,
      'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS',
    ]);
    expect((await ask('x@example.com', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const badEmail = await ask('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details.validationError.fieldViolations[0].field).toBe('request.email');
    const badApp = await ask('y@example.com', product('ceramic-coffee-mug'), AppId.bookings);
    expect(badApp.json().details.validationError.fieldViolations[0].field).toBe(
      'request.catalogReference.appId',
    );
    const id = first.json().request.id;
    const del = await asVisitor('DELETE', `${BASE}/${id}`);
    expect(del.statusCode).toBe(403);
    expect((await outboxOf(t.db, FQDN, id)).map((e) => e.eventType)).toEqual([`${FQDN}_created`]);
  });

  it('answers on the documented path (the official SDK’s) and on the old one, the same records', async () => {
    const res = await ask('lin@example.com');
    expect(res.statusCode, res.body).toBe(200);
    const { id } = BackInStockResponse.parse(res.json()).request;
    const read = await asOwner('GET', `${OLD_BASE}/${id}`);
    expect([read.statusCode, read.json().request.id]).toEqual([200, id]);
    // markAsNotificationSent: PUT on the documented path, no body.
    const sent = await asOwner('PUT', `${BASE}/${id}/mark-as-notification-sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(BackInStockResponse.parse(sent.json()).request.status).toBe('NOTIFICATION_SENT');
    expect((await asVisitor('PUT', `${BASE}/${id}/mark-as-notification-sent`)).statusCode).toBe(
      403,
    );
    expect((await asOwner('DELETE', `${OLD_BASE}/${id}`)).statusCode).toBe(200);
    expect((await asOwner('GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });
});
