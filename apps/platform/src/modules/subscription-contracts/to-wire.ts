import type { CreateSubscriptionContractRequest, SubscriptionContract } from '@headless/contract';
import type {
  StoredContractLine,
  ecomSubscriptionContracts,
} from '../../db/schema/subscription-contracts';
import { validationError } from '../../kernel/errors';
import { toDecimal, toMinor } from '../../kernel/money';
import { wireDates } from '../../kernel/wire-dates';

export type ContractRow = typeof ecomSubscriptionContracts.$inferSelect;
type LineInput = CreateSubscriptionContractRequest['subscriptionContract']['lineItems'][number];

/** Prices as exact minor units of the currency; more decimals than it has is a client mistake. */
export function storedLines(lines: LineInput[], currency: string, field: string) {
  return lines.map((l, i): StoredContractLine => {
    const priceMinor = toMinor(l.price, currency);
    if (priceMinor === undefined)
      throw validationError([
        {
          field: `${field}.${i}.price`,
          description: `has more decimals than ${currency} allows`,
          violatedRule: 'VALIDATION',
        },
      ]);
    const { catalogReference, productName, quantity } = l;
    return { catalogReference, productName, quantity, priceMinor };
  });
}

export function contractToWire(row: ContractRow): SubscriptionContract {
  const money = (minor: number) => ({ amount: toDecimal(minor, row.currency) });
  const total = row.lineItems.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
  return {
    id: row.id,
    revision: String(row.revision),
    buyerInfo: row.buyerInfo,
    currency: row.currency,
    lineItems: row.lineItems.map(({ priceMinor, ...l }) => ({
      ...l,
      price: money(priceMinor),
      lineItemPrice: money(priceMinor * l.quantity),
    })),
    subscriptionSettings: row.subscriptionSettings,
    ...(row.description !== null ? { description: row.description } : {}),
    priceSummary: { total: money(total) },
    ...wireDates(row),
  };
}
