import type { PagingMetadata, PublicPlan as PublicPlanWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { PublicPlanWire };

export const planTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/** A public plan as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type PublicPlan = DatesAt<PublicPlanWire, (typeof planTransform.dates)[number]>;
export type PublicPlanField = FieldPath<PublicPlanWire>;

export interface ListPublicPlansOptions {
  limit?: number;
  offset?: number;
  planIds?: string[];
}

export interface ListPublicPlansResponse {
  plans: PublicPlan[];
  pagingMetadata?: PagingMetadata;
}
