import type {
  ArchivedPlansFilter,
  PagingMetadata,
  Plan as PlanWire,
  PublicFilter,
  PublicPlan as PublicPlanWire,
} from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { PlanWire, PublicPlanWire };

export const planTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/** A public plan as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type PublicPlan = Transformed<PublicPlanWire, typeof planTransform>;
export type PublicPlanField = FieldPath<PublicPlanWire>;

/**
 * The owner's full plan (docs/protocol.md §3.8): the public fields plus visibility, archive state,
 * orders.
 */
export type Plan = Transformed<PlanWire, typeof planTransform>;

/** What an owner sends to create a plan; the platform fills ids, dates, slug and flags it owns. */
export type PlanInput = Partial<
  Omit<PlanWire, 'id' | 'createdDate' | 'updatedDate' | 'hasOrders' | 'archived' | 'primary'>
> &
  Pick<PlanWire, 'name' | 'pricing'>;

export interface ListPublicPlansOptions {
  limit?: number;
  offset?: number;
  planIds?: string[];
}

export interface ListPublicPlansResponse {
  plans: PublicPlan[];
  pagingMetadata?: PagingMetadata;
}

/** The contract's filters of the owner's plan list, under the names the SDK has always exported. */
export type ArchivedFilter = ArchivedPlansFilter;
export type { PublicFilter };

/** `GET /pricing-plans/v2/plans` query (docs/protocol.md §2.7). */
export interface ListPlansOptions extends ListPublicPlansOptions {
  archived?: ArchivedFilter;
  public?: PublicFilter;
}

export interface ListPlansResponse {
  plans: Plan[];
  pagingMetadata?: PagingMetadata;
}
