import { AppId, type DiscountRule, type DiscountRuleDiscount } from '@headless/contract';
import type { DiscountRuleRow } from '../ecom';
import { ruleStatus } from '../ecom';
import { wireDates } from '../../kernel/wire-dates';

/** numeric(12,3) text without trailing zeros: exact, as the wire carries amounts. */
const trimmed = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function discountOf(row: DiscountRuleRow): DiscountRuleDiscount {
  const value = trimmed(row.value);
  const amount =
    row.discountType === 'PERCENTAGE'
      ? { percentage: Number(value) }
      : row.discountType === 'FIXED_AMOUNT'
        ? { fixedAmount: value }
        : { fixedPrice: value };
  const catalogItemIds = row.catalogItemId ? { catalogItemIds: [row.catalogItemId] } : {};
  return {
    targetType: 'SPECIFIC_ITEMS',
    specificItemsInfo: {
      scopes: [
        {
          id: row.catalogItemId ?? 'all-items',
          type: 'CATALOG_ITEM',
          catalogItem: { catalogAppId: AppId.storesCatalog, ...catalogItemIds },
        },
      ],
    },
    discountType: row.discountType,
    ...amount,
  };
}

export function discountRuleToWire(row: DiscountRuleRow, now: Date): DiscountRule {
  const window = {
    ...(row.activeFrom ? { start: row.activeFrom.toISOString() } : {}),
    ...(row.activeTo ? { end: row.activeTo.toISOString() } : {}),
  };
  return {
    id: row.id,
    revision: String(row.revision),
    ...wireDates(row),
    name: row.name,
    active: row.active,
    ...(Object.keys(window).length ? { activeTimeInfo: window } : {}),
    discounts: { values: [discountOf(row)] },
    status: ruleStatus(row, now),
  };
}
