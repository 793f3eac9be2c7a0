import {
  EcomOrderErrorCode as Code,
  type FieldViolation,
  type ImportedOrder,
  type Order,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders, type StoredOrderLine } from '../../db/schema/checkout-orders';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../kernel/caller';
import { conflict, precondition, validationError } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { recordOutboxEvent } from '../../outbox/record';
import { nextOrderNumber, reserveOrderNumber } from './insert-order';
import { orderToWire } from './to-wire';

type Amount = { amount: string } | undefined;

/** Decimal text as minor units of the order's currency; more decimals than it has is a 400. */
function minorAmounts(order: ImportedOrder, currency: string) {
  const violations: FieldViolation[] = [];
  const minor = (price: Amount, field: string) => {
    if (!price) return 0;
    const value = toMinor(price.amount, currency);
    if (value === undefined)
      violations.push({
        field: `order.${field}.amount`,
        description: `has more decimals than ${currency} allows`,
        violatedRule: 'VALIDATION',
      });
    return value ?? 0;
  };
  const s = order.priceSummary;
  const totals = {
    subtotal: minor(s.subtotal, 'priceSummary.subtotal'),
    shipping: minor(s.shipping, 'priceSummary.shipping'),
    tax: minor(s.tax, 'priceSummary.tax'),
    discount: minor(s.discount, 'priceSummary.discount'),
    total: minor(s.total, 'priceSummary.total'),
  };
  const lines = order.lineItems.map((l, i) => minor(l.price, `lineItems.${i}.price`));
  const shipping = minor(order.shippingInfo?.cost?.price, 'shippingInfo.cost.price');
  if (violations.length) throw validationError(violations);
  return { totals, lines, shipping };
}

/** The order's lines as stored: the wire line the order shows, kept as given. */
function storedLines(order: ImportedOrder, prices: number[]): StoredOrderLine[] {
  return order.lineItems.map((l, i) => ({
    id: l.id ?? crypto.randomUUID(),
    appId: l.catalogReference.appId,
    catalogItemId: l.catalogReference.catalogItemId,
    quantity: l.quantity,
    priceMinor: prices[i]!,
    view: {
      productName: {
        original: l.productName.original,
        translated: l.productName.translated ?? l.productName.original,
      },
      catalogReference: l.catalogReference,
      descriptionLines: l.descriptionLines ?? [],
      itemType: l.itemType,
      ...(l.physicalProperties ? { physicalProperties: l.physicalProperties } : {}),
    },
  }));
}

/** Who bought, as the order names them; an order of no one known is the importing app's. */
function buyerOf(order: ImportedOrder) {
  const { memberId, visitorId, userId } = order.buyerInfo ?? {};
  if (memberId) return { ownerType: 'MEMBER' as const, ownerId: memberId };
  if (visitorId) return { ownerType: 'ANONYMOUS_VISITOR' as const, ownerId: visitorId };
  if (userId) return { ownerType: 'WIX_USER' as const, ownerId: userId };
  return { ownerType: 'APP' as const, ownerId: 'import' };
}

function rowValues(order: ImportedOrder, caller: Caller) {
  const currency = order.currency ?? 'USD';
  const { totals, lines, shipping } = minorAmounts(order, currency);
  const s = order.shippingInfo;
  const purchasedAt = order.purchasedDate ? new Date(order.purchasedDate) : caller.now;
  return {
    siteId: caller.siteId,
    checkoutId: null,
    ...buyerOf(order),
    email: order.buyerInfo?.email ?? null,
    currency,
    weightUnit: order.weightUnit ?? 'KG',
    channelType: order.channelInfo.type,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus ?? 'NOT_FULFILLED',
    lineItems: storedLines(order, lines),
    totals,
    billingInfo: order.billingInfo,
    shippingInfo: s
      ? {
          code: s.code ?? '',
          title: s.title,
          costMinor: shipping,
          destination: s.logistics?.shippingDestination ?? {},
        }
      : null,
    appliedDiscounts: [],
    activities: [],
    buyerLanguage: order.buyerLanguage ?? null,
    archived: order.archived ?? false,
    attributionSource: order.attributionSource ?? null,
    seenByAHuman: order.seenByAHuman ?? false,
    recipientInfo: order.recipientInfo ?? null,
    extendedFields: order.extendedFields ?? null,
    imported: true,
    purchasedAt,
    createdAt: order.createdDate ? new Date(order.createdDate) : purchasedAt,
    updatedAt: caller.now,
  };
}

/**
 * An app imports an order from another system (the SDK's Import Order): stored as given, no
 * stock taken, no email, no other event than order_imported. An `id` names an imported order to
 * replace whole; a placed order is never replaced (428 CANNOT_OVERWRITE_NON_IMPORTED_ORDER).
 */
export async function importOrder(db: Db, caller: Caller, input: ImportedOrder): Promise<Order> {
  const values = rowValues(input, caller);
  return db
    .transaction(async (tx) => {
      const [existing] = input.id
        ? await tx
            .select()
            .from(ecomOrders)
            .where(and(eq(ecomOrders.siteId, caller.siteId), eq(ecomOrders.id, input.id)))
            .for('update')
        : [];
      if (existing && !existing.imported)
        throw precondition(Code.cannotOverwrite, 'Only an imported order can be overwritten', {
          orderId: existing.id,
        });
      const number = input.number
        ? Number(input.number)
        : (existing?.number ?? (await nextOrderNumber(tx, caller.siteId)));
      if (input.number) await reserveOrderNumber(tx, caller.siteId, number);
      const [row] = existing
        ? await tx
            .update(ecomOrders)
            .set({ ...values, number })
            .where(eq(ecomOrders.id, existing.id))
            .returning()
        : await tx
            .insert(ecomOrders)
            .values({ ...values, number, ...(input.id ? { id: input.id } : {}) })
            .returning();
      const order = orderToWire(row!);
      await recordOutboxEvent(tx, {
        siteId: caller.siteId,
        entityId: order.id,
        caller,
        eventType: 'wix.ecom.v1.order_imported',
        payload: { order },
      });
      return order;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(Code.numberTaken, 'Another order has this number or id', {
          number: input.number,
        });
      throw error;
    });
}
