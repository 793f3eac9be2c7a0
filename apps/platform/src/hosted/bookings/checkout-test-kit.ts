import { beforeAll, expect } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';

/** The app for a hosted bookings checkout test file (on an allowed host), a visitor token, and the calls its tests make. */
export function useBookingsCheckout() {
  // The hosted page's URL follows the Host the storefront called, here an allowed name.
  const t = useTestApp({ allowedHosts: ['platform.test:4000'] });
  let token: string;
  beforeAll(async () => {
    token = await visitorToken(t.app);
  });

  const NY = 'America/New_York';
  const CALLBACKS = {
    postFlowUrl: 'http://localhost:3000/booking',
    thankYouPageUrl: 'http://localhost:3000/booking?done=1',
  };
  const weekdays = (start: string, end: string) =>
    ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, start, end }));

  /** A redirect session request as the visitor; `headers` add to (or replace) its token. */
  function postSession(payload: object, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      headers: { authorization: token, ...headers },
      payload,
    });
  }
  function createSession(serviceId: string, startDate: string, extra: object = {}, auth = token) {
    return postSession(
      {
        bookingsCheckout: {
          slotAvailability: { slot: { serviceId, startDate, endDate: startDate } },
          timezone: NY,
        },
        callbacks: CALLBACKS,
        ...extra,
      },
      { authorization: auth, host: 'platform.test:4000' },
    );
  }
  async function sessionId(serviceId: string, startDate: string, auth = token): Promise<string> {
    const res = await createSession(serviceId, startDate, {}, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().redirectSession.id;
  }
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  function submit(
    id: string,
    values = { name: 'Ada Lovelace', email: 'ada@example.com', participants: '1' },
    app = t.app,
  ) {
    return app.inject({
      method: 'POST',
      url: `/hosted/bookings-checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(values),
    });
  }
  return {
    t,
    NY,
    CALLBACKS,
    weekdays,
    postSession,
    createSession,
    sessionId,
    form,
    submit,
    get token() {
      return token;
    },
  };
}
