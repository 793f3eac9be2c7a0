import {
  EventTicketsErrorCode as Code,
  type CreateReservationRequest,
  type FieldViolation,
} from '@headless/contract';
import { invalid, notFound, validationError } from '../../../kernel/errors';
import { toMinor } from '../../../kernel/money';
import { addedFeeOf, remainingOf, saleStatusOf, type DefinitionRow } from '../rules';

export interface LineDraft {
  def: DefinitionRow;
  quantity: number;
  priceMinor: number;
  feeMinor: number;
  ticketDetails: Record<string, unknown>[];
}

export const ticketNotFound = (ticketDefinitionId: string) =>
  notFound(Code.ticketNotFound, `Ticket definition ${ticketDefinitionId} not found`, {
    ticketDefinitionId,
  });

/** A donation's amount: the buyer's `priceOverride`, at least the minimum; fixed prices take none. */
function unitPrice(
  def: DefinitionRow,
  override: string | undefined,
  field: string,
  out: FieldViolation[],
): number {
  if (def.pricingType === 'STANDARD') {
    if (override !== undefined)
      out.push({
        field,
        description: 'is only allowed for donation tickets',
        violatedRule: 'FIELD_NOT_ALLOWED',
      });
    return def.priceMinor;
  }
  const minimum = def.minPriceMinor ?? 0;
  if (override === undefined) return Math.max(def.priceMinor, minimum);
  const minor = toMinor(override, def.currency);
  if (minor === undefined || minor < 0) {
    out.push({
      field,
      description: 'must be a decimal amount',
      violatedRule: 'FORMAT',
      ruleName: 'DECIMAL',
    });
    return 0;
  }
  if (minor < minimum)
    out.push({
      field,
      description: `must be at least the minimum donation`,
      violatedRule: 'DECIMAL_GTE',
      data: { minimum },
    });
  return minor;
}

/** Field checks that need the definitions (donation amounts), then the sale window. */
export function draftLines(
  request: CreateReservationRequest,
  defs: Map<string, DefinitionRow>,
  allowHidden: boolean,
  now: Date,
  priceField = (line: number) => `ticketQuantities.${line}.priceOverride`,
): LineDraft[] {
  const violations: FieldViolation[] = [];
  const drafts = request.ticketQuantities.map((q, i) => {
    const def = defs.get(q.ticketDefinitionId);
    if (!def || (def.hidden && !allowHidden)) throw ticketNotFound(q.ticketDefinitionId);
    const priceMinor = unitPrice(def, q.priceOverride, priceField(i), violations);
    return {
      def,
      quantity: q.quantity,
      priceMinor,
      feeMinor: addedFeeOf(def.feeType, priceMinor),
      ticketDetails: q.ticketDetails ?? [],
    };
  });
  if (violations.length) throw validationError(violations);
  for (const { def } of drafts) assertOnSale(def, now);
  return drafts;
}

export function assertOnSale(def: DefinitionRow, now: Date): void {
  const status = saleStatusOf(def, now);
  const data = { ticketDefinitionId: def.id };
  if (status === 'SALE_SCHEDULED')
    throw invalid(Code.saleNotStarted, `The sale of ${def.name} has not started`, data);
  if (status === 'SALE_ENDED')
    throw invalid(Code.saleEnded, `The sale of ${def.name} has ended`, data);
}

const sumBy = (drafts: LineDraft[]) => {
  const totals = new Map<string, { def: DefinitionRow; quantity: number }>();
  for (const d of drafts) {
    const seen = totals.get(d.def.id);
    totals.set(d.def.id, { def: d.def, quantity: (seen?.quantity ?? 0) + d.quantity });
  }
  return [...totals.values()];
};

/** Per-definition and per-order limits, unless the owner ignores them. */
export function assertLimits(drafts: LineDraft[], orderLimit: number, ignore: boolean): void {
  if (ignore) return;
  for (const { def, quantity } of sumBy(drafts)) {
    if (quantity > def.limitPerCheckout)
      throw invalid(
        Code.limitExceeded,
        `At most ${def.limitPerCheckout} ${def.name} per checkout`,
        {
          ticketDefinitionId: def.id,
          limit: def.limitPerCheckout,
        },
      );
  }
  const total = drafts.reduce((s, d) => s + d.quantity, 0);
  if (total > orderLimit)
    throw invalid(Code.limitExceeded, `At most ${orderLimit} tickets per checkout`, {
      limit: orderLimit,
    });
}

/**
 * Why events_reserve refused: the first definition asked for that it found short (`short`; what
 * fits is decided there only, migration 0031), with what is left of it. Undefined when none is.
 */
export function capacityRefusal(
  drafts: LineDraft[],
  held: Map<string, number>,
  short: Set<string>,
): Error | undefined {
  const first = sumBy(drafts).find(({ def }) => short.has(def.id));
  if (!first) return undefined;
  const { def, quantity } = first;
  const remaining = remainingOf(def, held.get(def.id) ?? 0) ?? 0;
  const data = { ticketDefinitionId: def.id, requested: quantity, remaining };
  if (remaining === 0) return invalid(Code.soldOut, `${def.name} is sold out`, data);
  return invalid(Code.notEnoughTickets, `Only ${remaining} ${def.name} left`, data);
}
