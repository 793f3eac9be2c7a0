import type { App } from '../../kernel/app-type';

/** A booking made the way a visitor makes one: a redirect session, then the hosted form; its id. */
export async function bookAsVisitor(
  app: App,
  authorization: string,
  serviceId: string,
  form = 'name=Ada&email=ada%40example.com&participants=1',
): Promise<string> {
  const session = await app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization },
    payload: {
      bookingsCheckout: {
        slotAvailability: {
          slot: { serviceId, startDate: '2027-03-15T09:00:00Z', endDate: '' },
        },
      },
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
    },
  });
  const submit = await app.inject({
    method: 'POST',
    url: `/hosted/bookings-checkout/${session.json().redirectSession.id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  return new URL(submit.headers.location as string).searchParams.get('bookingId')!;
}
