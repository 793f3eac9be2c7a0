import {
  CheckoutErrorCode,
  CheckoutTemplateErrorCode as Code,
  type CreateCheckoutFromTemplateResponse,
  type WebhookEventType,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { ecomCarts } from '../../db/schema/ecom';
import type { AuthContext } from '../../http/auth-context';
import { invalid } from '../../kernel/errors';
import { identityOf } from '../../kernel/caller';
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
async function templateCart(tx: Db, auth: AuthContext, template: Row) {
  const { lines, currency } = await resolveLines(
    tx,
    auth.siteId,
    template.lineItems,
    'checkoutTemplate.lineItems',
  );
  const [cart] = await tx
    .insert(ecomCarts)
    .values({
      siteId: auth.siteId,
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
async function recordUse(tx: Db, auth: AuthContext, use: Use, now: Date) {
  const record = (eventType: WebhookEventType, entityId: string, payload: object) =>
    recordOutboxEvent(tx, {
      siteId: auth.siteId,
      eventType,
      entityId,
      payload: payload as Record<string, unknown>,
      identity: identityOf(auth),
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
  auth: AuthContext,
  templateId: string,
  origin: string,
  now: Date,
): Promise<CreateCheckoutFromTemplateResponse> {
  const checkoutId = await db.transaction(async (tx) => {
    const template = await lockTemplate(tx, auth.siteId, templateId);
    if (template.status !== 'ACTIVE')
      throw invalid(Code.inactive, 'This checkout template is not active', { id: template.id });
    const cart = await templateCart(tx, auth, template);
    const pricing = await priceCartRowForCheckout(tx, cart, { couponCode: null }, now);
    if (!pricing.lines.length)
      throw invalid(CheckoutErrorCode.cartIsEmpty, 'The template has nothing to buy');
    const row = await insertCheckout(tx, {
      siteId: auth.siteId,
      cartId: cart.id,
      ownerType: auth.identity.type,
      ownerId: auth.identity.id,
      channelType: 'WEB',
      currency: pricing.currency,
      email: null,
      shippingInfo: {},
      billingInfo: {},
      selectedShippingOption: null,
      couponCode: null,
      buyerNote: null,
    });
    await recordUse(tx, auth, { template, cart, checkout: row, pricing }, now);
    return row.id;
  });
  return { checkoutId, ...(await checkoutUrlOf(db, auth, { checkoutId, origin, now })) };
}

/** Completing a checkout takes a payment, which a site may take only once premium. */
async function checkoutUrlOf(
  db: Db,
  auth: AuthContext,
  { checkoutId, origin, now }: { checkoutId: string; origin: string; now: Date },
) {
  if (!(await isPremium(db, auth.siteId))) return {};
  const session = await insertRedirectSession(db, {
    auth,
    callbacks: {},
    intent: 'ecomCheckout',
    payload: { checkoutId },
    now,
  });
  return { checkoutUrl: `${origin}/hosted/ecom-checkout/${session.id}` };
}
