import {
  AnonymousActionTokenResponse,
  AnonymousTokenParams,
  CancelBookingAnonymouslyRequest,
  GetBookingAnonymouslyQuery,
  GetBookingAnonymouslyResponse,
  GetBookingResponse,
  MAX_ID_LENGTH,
  RescheduleBookingAnonymouslyRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { ownerOnly } from '../../http/require-owner';
import {
  anonymousActionToken,
  cancelBookingAnonymously,
  getBookingAnonymously,
  rescheduleBookingAnonymously,
} from './anonymous';
import { readStart } from './routes-writes';

const BASE = '/v1/anonymous-bookings/:token';

/**
 * Anonymous booking actions on the documented paths (the official SDK's too). The token is the
 * capability; any caller of the site may use it. Get Anonymous Action Token is the owner's.
 */
export function bookingAnonymousRoutes(app: App): void {
  app.get(BASE, {
    schema: {
      params: AnonymousTokenParams,
      querystring: GetBookingAnonymouslyQuery,
      response: { 200: GetBookingAnonymouslyResponse },
    },
    handler: (request) => getBookingAnonymously(app.db, request.caller, request.params.token),
  });
  app.post(`${BASE}/cancel`, {
    schema: {
      params: AnonymousTokenParams,
      body: CancelBookingAnonymouslyRequest,
      response: { 200: GetBookingResponse },
    },
    handler: (request) =>
      cancelBookingAnonymously(app.db, request.caller, request.params.token, request.body.revision),
  });
  app.post(`${BASE}/reschedule`, {
    schema: {
      params: AnonymousTokenParams,
      body: RescheduleBookingAnonymouslyRequest,
      response: { 200: GetBookingResponse },
    },
    handler: (request) =>
      rescheduleBookingAnonymously(
        app.db,
        request.caller,
        request.params.token,
        request.body.revision,
        readStart(request.body.slot),
      ),
  });
  // The path's parameter is the booking's id here (one name per position in the router).
  app.get(`${BASE}/token`, {
    preValidation: ownerOnly,
    schema: {
      params: z.object({ token: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: AnonymousActionTokenResponse },
    },
    handler: (request) => anonymousActionToken(app.db, request.caller, request.params.token),
  });
}
