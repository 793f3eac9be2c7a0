import type { PlanBenefitInfo } from '@headless/contract';
import type { BenefitRow } from './store';

/** PostgreSQL's `numeric(18, 4)` as the wire's decimal: `1.5000` is `1.5`, `10.0000` is `10`. */
export const credits = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;

/** The benefit that covers the item, named by the item it matched. */
export function benefitInfoToWire(
  row: BenefitRow,
  matched: { category: string; externalId: string },
): PlanBenefitInfo {
  return {
    externalId: matched.externalId,
    category: matched.category,
    providerAppId: row.providerAppId,
    poolDefinitionId: row.poolDefinitionId,
    itemSetId: row.id,
    price: credits(row.price),
    ...(row.creditAmount !== null
      ? {
          creditConfiguration: {
            amount: credits(row.creditAmount),
            ...(row.creditUnitDisplayName ? { unitDisplayName: row.creditUnitDisplayName } : {}),
          },
        }
      : {}),
    benefitKey: row.benefitKey,
    ...(row.displayName ? { displayName: row.displayName } : {}),
    ...(row.description ? { description: row.description } : {}),
  };
}
