import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { readValues } from './events-form';
import { load, render } from './events-page';
import { finish, placeOrder } from './events-place';
import { expiredPage, notFoundPage } from './events-replies';
import { MAX_ID_LENGTH } from '@headless/contract';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });

/** The hosted events checkout a redirect session's fullUrl points to (public: no token). */
export default async function hostedEventsRoutes(app: App): Promise<void> {
  const path = '/hosted/events-checkout/:sessionId';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order && l.order.status !== 'PENDING') return finish(reply, app, l.session, l.order, {});
    if (!l.order && l.reservation.status !== 'RESERVATION_PENDING')
      return expiredPage(reply, l.session, l.reservation.status);
    return render(reply, 200, l, { paymentOutcome: 'pay' });
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    const values = readValues(request.body);
    if (l.order) return finish(reply, app, l.session, l.order, values);
    if (l.reservation.status !== 'RESERVATION_PENDING')
      return expiredPage(reply, l.session, l.reservation.status);
    return placeOrder(reply, app, l, values);
  });
}
