import {
  CheckoutErrorCode,
  CheckoutTemplateErrorCode as Code,
  type CreateCheckoutFromTemplateResponse,
  type WebhookEventType,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { ecomCarts } from '../../db/schema/ecom';
import { invalid } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { recordOutboxEvent } from '../../outbox/record';
import {
  checkoutToWire,
  insertCheckout,
  priceCartRowForCheckout,
  pricedView,
  type CheckoutPricing,
  type CheckoutRow,
} from '../checkout';
import type { CartRow } from '../ecom';
import { addResolved, renderCart, resolveLines } from '../ecom';
import { insertRedirectSession, isPremium } from '../redirects';
import { lockTemplate, templateToWire } from './store';

type Row = Awaited<ReturnType<typeof lockTemplate>>;

/**
 * A cart of the template's lines that is nobody's current cart (its owner key is its own), so
 * the caller's current cart stays as it was; placing the checkout's order deletes this cart.
 */
async function templateCart(tx: Db, caller: Caller, template: Row) {
  const { lines, currency } = await resolveLines(
    tx,
    caller.siteId,
    template.lineItems,
    'checkoutTemplate.lineItems',
  );
  const [cart] = await tx
    .insert(ecomCarts)
    .values({
      siteId: caller.siteId,
      ownerType: 'APP',
      ownerId: `checkout-template:${randomUUID()}`,
      currency,
    })
    .returning();
  return addResolved(tx, cart!, lines);
}

interface Use {
  template: Row;
  cart: CartRow;
  checkout: CheckoutRow;
  pricing: CheckoutPricing;
}

/** The dedicated cart, the checkout and the template's use, each as the caller's. */
async function recordUse(tx: Db, caller: Caller, use: Use) {
  const { now } = caller;
  const record = (eventType: WebhookEventType, entityId: string, payload: object) =>
    recordOutboxEvent(tx, {
      siteId: caller.siteId,
      eventType,
      entityId,
      payload: payload as Record<string, unknown>,
      caller,
    });
  const { template, cart, checkout, pricing } = use;
  await record('wix.ecom.v1.cart_created', cart.id, await renderCart(tx, cart, now));
  const wire = checkoutToWire(checkout, pricedView(pricing));
  await record('wix.ecom.v1.checkout_created', checkout.id, wire);
  await record('wix.ecom.v1.checkout_template_used', template.id, {
    checkoutTemplate: templateToWire(template),
    checkoutId: checkout.id,
  });
}

/** Create Checkout From Template: a new checkout of the template's lines, as the caller's. */
export async function createCheckoutFromTemplate(
  db: Db,
  caller: Caller,
  templateId: string,
  origin: string,
): Promise<CreateCheckoutFromTemplateResponse> {
  const { now } = caller;
  const checkoutId = await db.transaction(async (tx) => {
    const template = await lockTemplate(tx, caller.siteId, templateId);
    if (template.status !== 'ACTIVE')
      throw invalid(Code.inactive, 'This checkout template is not active', { id: template.id });
    const cart = await templateCart(tx, caller, template);
    const pricing = await priceCartRowForCheckout(tx, cart, { couponCode: null }, now);
    if (!pricing.lines.length)
      throw invalid(CheckoutErrorCode.cartIsEmpty, 'The template has nothing to buy');
    const row = await insertCheckout(tx, {
      siteId: caller.siteId,
      cartId: cart.id,
      ownerType: caller.identity.type,
      ownerId: caller.identity.id,
      channelType: 'WEB',
      currency: pricing.currency,
      email: null,
      shippingInfo: {},
      billingInfo: {},
      selectedShippingOption: null,
      couponCode: null,
      buyerNote: null,
    });
    await recordUse(tx, caller, { template, cart, checkout: row, pricing });
    return row.id;
  });
  return { checkoutId, ...(await checkoutUrlOf(db, caller, { checkoutId, origin })) };
}

/** Completing a checkout takes a payment, which a site may take only once premium. */
async function checkoutUrlOf(
  db: Db,
  caller: Caller,
  { checkoutId, origin }: { checkoutId: string; origin: string },
) {
  if (!(await isPremium(db, caller.siteId))) return {};
  const session = await insertRedirectSession(db, {
    caller,
    callbacks: {},
    intent: 'ecomCheckout',
    payload: { checkoutId },
  });
  return { checkoutUrl: `${origin}/hosted/ecom-checkout/${session.id}` };
}
