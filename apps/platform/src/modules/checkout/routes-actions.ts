import {
  AddToCheckoutRequest,
  EmptyResponse,
  MarkCheckoutAsCompletedRequest,
  GetCheckoutResponse,
  MAX_ID_LENGTH,
  RemoveLineItemsRequest,
  UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import type { Caller } from '../../kernel/caller';
import { checkoutAsItIs, removeCheckoutCoupon } from './actions';
import { markCheckoutAsCompleted } from './complete';
import { addToCheckout, removeCheckoutLines, updateCheckoutQuantities } from './lines';

type Run = (db: Db, caller: Caller, checkoutId: string, input: never) => Promise<unknown>;
interface Action {
  body?: z.ZodType;
  /** The answer's schema: the checkout, unless named. */
  response?: z.ZodType;
  run: Run;
}

/** An action whose input is its body schema's output (validated before `run` sees it). */
const action = <B extends z.ZodType>(
  body: B,
  run: (db: Db, caller: Caller, id: string, input: z.output<B>) => Promise<unknown>,
  response?: z.ZodType,
): Action => ({ body, run, ...(response ? { response } : {}) });
const bodiless = (run: (db: Db, caller: Caller, id: string) => Promise<GetCheckoutResponse>) => ({
  run,
});

/**
 * Checkout V1's calls on one checkout (docs/protocol.md §2.4), each answering the checkout but
 * Mark As Completed (`{}`): its lines (they are its cart's), its coupon off, the gift card and
 * override URL it never holds, and its completion by an order made elsewhere.
 */
const ACTIONS: Record<string, Action> = {
  'add-to-checkout': action(AddToCheckoutRequest, addToCheckout),
  'remove-line-items': action(RemoveLineItemsRequest, removeCheckoutLines),
  'update-line-items-quantity': action(UpdateLineItemsQuantityRequest, updateCheckoutQuantities),
  'remove-coupon': bodiless(removeCheckoutCoupon),
  'remove-gift-card': bodiless(checkoutAsItIs),
  'remove-override-checkout-url': bodiless(checkoutAsItIs),
  'mark-as-completed': action(
    MarkCheckoutAsCompletedRequest,
    markCheckoutAsCompleted,
    EmptyResponse,
  ),
};

const ById = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });

export function checkoutActionRoutes(app: App): void {
  for (const [name, { body, response = GetCheckoutResponse, run }] of Object.entries(ACTIONS))
    routeWithAliases(app, {
      method: 'POST',
      paths: [`/ecom/v1/checkouts/:id/${name}`],
      schema: { params: ById, ...(body ? { body } : {}), response: { 200: response } },
      handler: (request) => run(app.db, request.caller, request.params.id, request.body as never),
    });
}
