// Query Booking Forms: a site's one (default) booking form, with up to 5 of the services using it.
import { DEMO_SITE_ID, QueryBookingFormsResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectValidationError } from '../../../../test/harness';
import { createServiceFixture } from '../../availability/fixtures';
import { useServicesApp } from '../test-client';
import { defaultFormId } from './booking-forms';

const { t, c } = useServicesApp();
const URL = '/_api/bookings/v2/services/booking-forms/query';

async function query(body: object) {
  const res = await c.asVisitor('POST', URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return QueryBookingFormsResponse.parse(res.json());
}

describe('Query Booking Forms', () => {
  it("answers the site's form with its first 5 services and how many use it", async () => {
    for (let i = 0; i < 6; i++) await createServiceFixture(t.db);
    const { bookingForms, defaultBookingForm } = await query({ query: {} });
    expect(bookingForms).toHaveLength(1);
    const [form] = bookingForms;
    expect(form!.formDetails).toEqual({
      formId: defaultFormId(DEMO_SITE_ID),
      name: 'Booking Form',
      revision: '1',
    });
    expect(form!.connectedServices).toHaveLength(5);
    expect(form!.totalServiceCount).toBeGreaterThanOrEqual(6);
    expect(defaultBookingForm).toBeUndefined();
  });

  it('filters by form id, and adds the default form when asked', async () => {
    const formId = defaultFormId(DEMO_SITE_ID);
    expect((await query({ query: { filter: { id: formId } } })).bookingForms).toHaveLength(1);
    const other = await query({
      query: { filter: { id: { $in: ['8a1a8a45-3a0b-4f3e-9bd6-0c1d2e3f4a5b'] } } },
      conditionalFields: ['DEFAULT_BOOKING_FORM'],
    });
    expect(other.bookingForms).toEqual([]);
    expect(other.defaultBookingForm?.formDetails.formId).toBe(formId);
  });

  it('refuses a filter on anything but the id', async () => {
    const res = await c.asVisitor('POST', URL, { query: { filter: { name: 'x' } } });
    expectValidationError(res, ['query.filter:VALIDATION']);
  });
});
