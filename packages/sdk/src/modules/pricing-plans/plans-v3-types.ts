import type {
  CountPlansV3Request,
  CursorPagingMetadata,
  CursorQuery,
  PlanV3 as PlanV3Wire,
  PlanV3Input,
  SearchPlansV3Request,
  UpdatePlanV3Input,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { PlanV3Wire, PlanV3Input, UpdatePlanV3Input, CursorQuery };

export const planV3Transform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/**
 * A plan on Plans V3 as the SDK returns it: one pricing variant with billing terms, `revision`
 * for updates, dates as `Date` (docs/protocol.md §2.7).
 */
export type PlanV3 = Transformed<PlanV3Wire, typeof planV3Transform>;

export interface PlansV3Page {
  plans: PlanV3[];
  pagingMetadata: CursorPagingMetadata;
}

export type PlanSearch = NonNullable<SearchPlansV3Request['search']>;
export type CountPlansOptions = CountPlansV3Request;

/** A page of the public plans: `cursor` from the last page's `pagingMetadata.cursors.next`. */
export interface ListPublicPlansV3Options {
  limit?: number;
  cursor?: string;
}
