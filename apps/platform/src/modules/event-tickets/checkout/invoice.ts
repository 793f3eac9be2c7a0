import { TICKET_FEE_RATE, type Invoice, type TicketFeeType } from '@headless/contract';
import { eventsMoney, feeOf } from '../rules';

/** A reservation line as the invoice prices it: unit price and the unit fee added on top. */
export interface PricedLine {
  definitionId: string;
  name: string;
  quantity: number;
  priceMinor: number;
  /** Added to the price (FEE_ADDED_AT_CHECKOUT only). */
  feeMinor: number;
  feeType: TicketFeeType;
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  addedFees: number;
  allFees: number;
  total: number;
  grandTotal: number;
  revenue: number;
}

/** A sold ticket as its order's invoice prices it. */
export type SoldTicket = Pick<PricedLine, 'name' | 'priceMinor' | 'feeMinor' | 'feeType'> & {
  ticketDefinitionId: string;
};

/** An order's tickets back as priced lines: one per definition and unit price. */
export function soldLines(tickets: readonly SoldTicket[]): PricedLine[] {
  const lines = new Map<string, PricedLine>();
  for (const t of tickets) {
    const key = `${t.ticketDefinitionId}:${t.priceMinor}`;
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else
      lines.set(key, {
        definitionId: t.ticketDefinitionId,
        name: t.name,
        quantity: 1,
        priceMinor: t.priceMinor,
        feeMinor: t.feeMinor,
        feeType: t.feeType,
      });
  }
  return [...lines.values()];
}

/** The discount is spread over nothing: it comes off the subtotal, never below zero. */
export function totalsOf(lines: PricedLine[], discountMinor = 0): Totals {
  const sum = (f: (l: PricedLine) => number) => lines.reduce((s, l) => s + f(l) * l.quantity, 0);
  const subtotal = sum((l) => l.priceMinor);
  const addedFees = sum((l) => l.feeMinor);
  const includedFees = sum((l) =>
    l.feeType === 'FEE_INCLUDED' ? feeOf(l.feeType, l.priceMinor) : 0,
  );
  const discount = Math.min(discountMinor, subtotal);
  const total = subtotal - discount;
  const grandTotal = total + addedFees;
  const allFees = addedFees + includedFees;
  return {
    subtotal,
    discount,
    tax: 0,
    addedFees,
    allFees,
    total,
    grandTotal,
    revenue: grandTotal - allFees,
  };
}

function lineFees(line: PricedLine, currency: string): Invoice['fees'] {
  const unit =
    line.feeType === 'FEE_ADDED_AT_CHECKOUT' ? line.feeMinor : feeOf(line.feeType, line.priceMinor);
  if (unit === 0) return [];
  return [
    {
      name: 'WIX_FEE',
      type: line.feeType,
      rate: TICKET_FEE_RATE,
      amount: eventsMoney(unit * line.quantity, currency),
    },
  ];
}

/** The invoice of priced lines (the formulas are on the contract's `Invoice`). */
export function buildInvoice(lines: PricedLine[], currency: string, discountMinor = 0): Invoice {
  const money = (minor: number) => eventsMoney(minor, currency);
  const t = totalsOf(lines, discountMinor);
  const items = lines.map((l) => ({
    id: l.definitionId,
    quantity: l.quantity,
    name: l.name,
    price: money(l.priceMinor),
    total: money(l.priceMinor * l.quantity),
    fees: lineFees(l, currency),
  }));
  const fees = t.addedFees
    ? [
        {
          name: 'WIX_FEE',
          type: 'FEE_ADDED_AT_CHECKOUT' as const,
          rate: TICKET_FEE_RATE,
          amount: money(t.addedFees),
        },
      ]
    : [];
  return {
    items,
    subTotal: money(t.subtotal),
    discount: money(t.discount),
    tax: money(t.tax),
    fees,
    total: money(t.total),
    grandTotal: money(t.grandTotal),
    revenue: money(t.revenue),
  };
}
